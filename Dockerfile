# Nova: one image serving the API, the sockets and the built front end on one port. It talks to a real MongoDB
# (MONGODB_URI): the database emulator and mongodb-memory-server are development dependencies and stay out, and so
# do the front end's packages (it ships as static files). `node scripts/image-files.mjs` checks this file set.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY protocol/package.json protocol/
COPY emulator/package.json emulator/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci
COPY . .
RUN npm run build

# The server's production dependencies only: backend and protocol, no development dependencies. Optional packages stay:
# sharp (image uploads) loads its libvips from the optional @img/sharp-linux-* package npm picks for this platform.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY protocol/package.json protocol/
COPY emulator/package.json emulator/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --omit=dev --workspace @nova/backend --workspace @nova/protocol --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/protocol/package.json protocol/
COPY --from=build /app/protocol/dist protocol/dist
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/backend/assets backend/assets
COPY --from=build /app/frontend/dist frontend/dist
USER node
EXPOSE 3000
# /readyz: 503 while the database or Redis cannot be reached, the outbox relay is stopped or the node drains (README, Health and drain).
# The image has no curl: node itself asks, on the port the server listens on.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
