// @ts-check
// The offline store: a game's moves, kept in localStorage until the server says it has stored them,
// so that while the connection is down they wait here (the grid plays on), and a reload, a closed
// tab or a restarted server loses none. offline.js counts them on the page a reload gets offline.
// No DOM and no server: board-wire.js decides what to keep and when to forget.

/** @typedef {{ format: Format, game: string }} StoreGrid the grid's game, and the format that names its key */

// A var: window's property, as in board-rules.js.
var calcoolationStore = {
    /**
     * Reads this game's kept moves, lets change make the new list and writes it: one read and write
     * in one go, as another tab of the same game keeps its moves under the same key. Without storage
     * (a private window, a full quota) the moves still wait in the page.
     * @param {StoreGrid} grid
     * @param {(moves: Move[]) => Move[]} change
     * @returns {Move[]}
     */
    keep(grid, change) {
        const key = grid.format.storageKey + grid.game;
        let moves = [];
        try {
            moves = JSON.parse(localStorage.getItem(key) ?? '[]');
        } catch (e) { /* none kept */ }
        const next = change(Array.isArray(moves) ? moves : []);
        try {
            if (next.length) localStorage.setItem(key, JSON.stringify(next));
            else localStorage.removeItem(key);
        } catch (e) { /* not kept */ }
        return next;
    },

    /**
     * The kept moves a server's receipts do not settle: not of another epoch, not of a closed game,
     * and not stored longer than format.keepStoredMillis ago. A stored move is kept a while yet: a
     * server killed just after a write may come back without its last ones (H2 writes its file up
     * to 0.1 s after the commit), and the game's receipts, stored in the same row, come back as far
     * behind, so a page sends them again and each is applied once. A move the server took is marked
     * so: the offline page counts as waiting only those it did not, as this page's status does.
     * @param {StoreGrid} grid
     * @param {Move[]} moves
     * @param {Receipts} receipts
     * @returns {Move[]}
     */
    unsettled(grid, moves, receipts) {
        if (receipts.closed) return [];
        const now = Date.now();
        return moves.filter(move => move.epoch === receipts.epoch).map(move => {
            const taken = move.taken || move.id <= (receipts.taken[move.page] ?? 0);
            if (move.storedAt || move.id > (receipts.stored[move.page] ?? 0)) return taken === !!move.taken ? move : { ...move, taken };
            return { ...move, taken, storedAt: now };
        }).filter(move => !move.storedAt || now - move.storedAt < grid.format.keepStoredMillis);
    },
};
