// Starting the real app (database, seed catalog, sockets) takes about a second on an idle machine and several while a
// second test run shares the two cores. Hooks and tests get 30 s instead of Jest's 5 s; they observe rather than
// wait, so a passing test takes no longer, and only a broken one reports later.
jest.setTimeout(30_000);
