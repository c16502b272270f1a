// The page a reload gets while Calcoolation cannot be reached (offline-worker.js answers with it):
// it says how many moves wait in this browser for the server (board-store.js keeps them in localStorage
// until a minute after the server stored them), and opens the page asked for once the server answers.
(() => {
    const prefix = 'calcoolation.moves.';
    let kept = 0;
    try {
        for (let k = 0; k < localStorage.length; k++) {
            const key = localStorage.key(k);
            if (!key?.startsWith(prefix)) continue;
            const moves = JSON.parse(localStorage.getItem(key) ?? '[]');
            // Moves the server took are kept until it stored them (and a minute longer, in case it
            // crashed): not counted, as the play page's "moves waiting" does not count them.
            if (Array.isArray(moves)) kept += moves.filter(move => !move.taken && !move.storedAt).length;
        }
    } catch (refused) {
        // No storage here: nothing to count.
    }
    const said = document.querySelector('.offline-kept');
    if (kept && said) {
        said.textContent = (kept === 1 ? 'Your last move waits' : 'Your last ' + kept + ' moves wait') + ' in this browser'
            + ' and go to the server when the game opens again. Nothing is lost: keep this tab, or come back later.';
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
    // "Try now" says it tried: a button that seems to do nothing reads as broken.
    const trying = document.querySelector('.offline-retry');
    document.querySelector('.offline-try')?.addEventListener('click', () => {
        if (trying) trying.textContent = 'Tried at ' + new Date().toLocaleTimeString() + ': not yet. Trying again every 5 seconds.';
        retry();
    });
})();
