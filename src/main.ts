// Placeholder until the game scene lands: shows that the page and the build work.
const root = document.getElementById('game');
if (root) root.textContent = 'PID steering demo: the game scene is coming.';
