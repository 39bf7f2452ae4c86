import type { ScopeRecorder } from '../instruments/ScopeRecorder';
import { EntityRoster } from '../interaction/EntityRoster';
import { ObstacleEditor } from '../interaction/ObstacleEditor';
import { PathEditor } from '../interaction/PathEditor';
import { TargetEditor } from '../interaction/TargetEditor';
import type { EntityDefaults } from '../model/EntityDefaults';
import type { SessionSettings } from '../model/SessionSettings';
import type { PlayingNow } from '../plays/Play';
import { NO_CHANGE_PUBLISHER, type ChangePublisher } from '../changes/ChangeFeed';

/**
 * What the player changes in the scene that plays (`demo.editor`), one editor per kind of thing,
 * each acting on whichever scene plays when it is called: the entities (mode, selection, add,
 * remove, Next Type), the targets (placed, dragged, thrown), the paths, the obstacles.
 */
export class SceneEditor {
  /** The command mode, the selection, adding, removing and swapping entities. */
  readonly entities: EntityRoster;
  /** Targets placed, dragged by velocity, dropped or thrown. */
  readonly targets: TargetEditor;
  readonly paths: PathEditor;
  /** Walls, boxes, rocks and crates placed, dragged and removed. */
  readonly obstacles: ObstacleEditor;

  /** `changes`: where the editors say that the selection changed (what else they change comes through the door, which says so). */
  constructor(
    plays: PlayingNow,
    session: SessionSettings,
    scope: ScopeRecorder,
    defaults: EntityDefaults,
    changes: ChangePublisher = NO_CHANGE_PUBLISHER,
  ) {
    this.entities = new EntityRoster(plays, defaults, scope, changes);
    this.targets = new TargetEditor(plays);
    this.paths = new PathEditor(plays, session);
    this.obstacles = new ObstacleEditor(plays, changes);
  }
}
