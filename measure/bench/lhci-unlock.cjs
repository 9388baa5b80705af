/** Lighthouse CI's puppeteerScript hook, which it loads with require(): the work is in unlock-tab.ts. */
require("tsx/cjs");
module.exports = require("./unlock-tab.ts").handKeyToLighthouseTabs;
