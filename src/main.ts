// Starts the game; everything else lives in src/game (Phaser), src/ui (DOM) and src/app (the model).
import '../node_modules/lil-gui/dist/lil-gui.css';
import './ui/styles.css';
import { startGame } from './game/startGame';

startGame();
