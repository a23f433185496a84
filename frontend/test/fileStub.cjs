// Asset imports (css, svg, png) resolve to this stub under Jest.
module.exports = 'test-file-stub';
