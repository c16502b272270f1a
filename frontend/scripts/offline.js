// The page a reload gets while Calcoolation cannot be reached (offline-worker.js answers with it):
// it says how many moves this browser keeps for the server (board.js keeps them in localStorage
// until a minute after the server stored them), and opens the page asked for once the server answers.
(() => {
    const prefix = 'calcoolation.moves.';
    let kept = 0;
    try {
        for (let k = 0; k < localStorage.length; k++) {
            const key = localStorage.key(k);
            if (!key?.startsWith(prefix)) continue;
            const moves = JSON.parse(localStorage.getItem(key) ?? '[]');
            if (Array.isArray(moves)) kept += moves.length;
        }
    } catch (refused) {
        // No storage here: nothing to count.
    }
    const said = document.querySelector('.offline-kept');
    if (kept && said) {
        said.textContent = (kept === 1 ? 'Your last move is' : 'Your last ' + kept + ' moves are') + ' kept in this browser;'
            + ' what the server has not stored yet is sent when the game opens again. Nothing is lost: keep this tab, or come back later.';
        said.hidden = false;
    }
    // Any answer from the server, even an error page, means it is back: the page asked for opens.
    // A busy server (503) is not back yet.
    const retry = () => fetch(location.href, { cache: 'no-store', credentials: 'same-origin' })
        .then(answer => {
            if (answer.status !== 503) location.reload();
        })
        .catch(() => {});
    setInterval(retry, 5000);
    document.querySelector('.offline-try')?.addEventListener('click', retry);
})();
