import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto('http://127.0.0.1:5190/');
await page.waitForFunction(() => window.pidDemo !== undefined);
await page.evaluate(() => window.pidDemo.advanceFixed(240));
await page.keyboard.press(',');
await page.keyboard.press(',');
await page.keyboard.press('t');
await page.keyboard.press('t');
await page.keyboard.press('a');
for (let i = 0; i < 3; i++) { await page.waitForTimeout(1000);
  await page.evaluate(() => window.pidDemo.advanceFixed(10));
  console.log(await page.evaluate(() => { const x = window.pidDemo.snapshot(); return JSON.stringify(x.timeline) + ' ' + document.querySelector('#compare-card caption')?.textContent; }));
}
await browser.close();
