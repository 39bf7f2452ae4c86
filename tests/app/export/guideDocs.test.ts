import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { controllerGuide } from '../../../src/app/export/guideDocs';
import { GUIDE_DOCS } from '../../../src/app/export/guidePages';
import { CONTROLLER_TYPES } from '../../../src/sim/control/ControllerSettings';
import { controllerSpec } from '../../../src/sim/control/registry/controllerSpecs';

// The guide's pages the built game carries and links to (vite.config.ts copies them into docs/).

describe('the guide the game links to', () => {
  test('every page it carries is a page of docs/, and each controller’s page has its section', () => {
    for (const doc of GUIDE_DOCS) expect(existsSync(join(__dirname, '../../../docs', doc)), doc).toBe(true);
    // A controller whose spec names its page has its section there (one without is linked to controllers.md).
    for (const type of CONTROLLER_TYPES.filter((candidate) => controllerSpec(candidate).guide !== undefined))
      expect(readFileSync(join(__dirname, '../../../docs', controllerGuide(type)), 'utf8'), type).toContain(`## \`${type}\``);
  });
});
