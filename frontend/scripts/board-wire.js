// @ts-check
// The wire: moves to the server and its answers back. A move is numbered by page, drawn at once,
// kept (board-store.js) and sent as a DOM event that BoardComponent listens to; the server answers
// with the cells that changed and its receipts, by page the last id it answered and the last it
// stored. Moves answered go from the pending list, so what the server refused goes when it
// answers; a page sends again what earlier pages of the same game kept and the server has not
// taken, and the server takes each (page, id) once. Drawing is board.js's.

/**
 * What the wire reads and writes of a grid: the rules' and the store's, and its moves.
 * @typedef {RulesGrid & StoreGrid & WireState} WireGrid
 */

/**
 * @typedef {Object} WireState
 * @property {string} page this grid's page id, which numbers its moves
 * @property {number} build the server's number of this grid, which every move names (MoveEvent)
 * @property {number} epoch the game's epoch as last told
 * @property {Receipts} receipts the receipts as last told, deltas added in
 * @property {Record<string, number>} taken the last id the server answered, by page
 * @property {Move[]} pending moves drawn ahead of the server, oldest first
 * @property {number} sent the last id this page gave a move
 */

// A var: window's property, as in board-rules.js.
var calcoolationWire = {
    /**
     * The moves earlier pages kept of this game: those stored a minute ago or more (or of another
     * epoch, or of a game closed) are forgotten, those the server has taken are kept, and the rest
     * are sent again, in order and a few at a time (flush), under their own pages' ids.
     * @param {Board} board
     * @param {Receipts} receipts
     */
    adopt(board, receipts) {
        const grid = board.calcoolation, store = calcoolationStore;
        const kept = store.keep(grid, moves => store.unsettled(grid, moves, receipts));
        grid.pending = kept.filter(move => move.id > (receipts.taken[move.page] ?? 0));
        this.flush(board);
    },

    /**
     * Whether the page can reach the server as far as Vaadin knows.
     * @returns {boolean}
     */
    online() {
        const state = window.Vaadin?.connectionState?.state;
        return state !== 'reconnecting' && state !== 'connection-lost';
    },

    /**
     * Vaadin's connection state, heard once per page: the status line follows it.
     * @param {() => void} changed
     */
    watchConnection(changed) {
        const connection = window.Vaadin?.connectionState;
        if (!connection || window.calcoolationWatchesConnection) return;
        window.calcoolationWatchesConnection = true;
        connection.addStateChangeListener(changed);
    },

    /**
     * The moves that wait for the server.
     * @param {WireGrid} grid
     * @returns {number}
     */
    waiting(grid) {
        return grid.pending.length;
    },

    /**
     * Paints a move as done, keeps it and sends it (see flush); a locked grid (finished, not yet
     * started, paused) takes none. Offline, Vaadin holds it until the connection is back (or the page
     * goes, and the next page sends it from storage); past maxWaiting moves no more are taken.
     * @param {Board} board
     * @param {Op} op
     * @param {number} cell
     * @param {number} digit
     */
    send(board, op, cell, digit) {
        const grid = board.calcoolation, painter = calcoolationBoard;
        if (board.classList.contains('locked')) return;
        if (this.waiting(grid) >= grid.format.maxWaiting) {
            painter.status(board);
            return;
        }
        /** @type {Move} */
        const move = { page: grid.page, epoch: grid.epoch, id: ++grid.sent, op, cell, digit };
        grid.pending.push(move);
        calcoolationStore.keep(grid, moves => [...moves, { page: move.page, epoch: move.epoch, id: move.id, op, cell, digit }]);
        painter.draw(board);
        this.flush(board);
    },

    /**
     * Sends the moves drawn ahead that are not on their way yet, in order, while fewer than
     * format.maxInFlight sent are unanswered. Vaadin's client puts what is dispatched while a message
     * travels into the next one, and the server refuses a message with more moves than that
     * (BoardFormat.MAX_MOVES_A_MESSAGE); the rest wait here, drawn already, for the server's answer.
     * @param {Board} board
     */
    flush(board) {
        const grid = board.calcoolation;
        let inFlight = grid.pending.filter(move => move.sent).length;
        for (const move of grid.pending) {
            if (inFlight >= grid.format.maxInFlight) return;
            if (move.sent) continue;
            move.sent = true;
            inFlight++;
            this.dispatch(board, move);
        }
    },

    /**
     * One move to the server: the grid's move event, which BoardComponent listens to.
     * @param {Board} board
     * @param {Move} move
     */
    dispatch(board, move) {
        const grid = board.calcoolation;
        board.dispatchEvent(new CustomEvent(grid.format.moveEvent, { detail: this.short(grid, move) }));
    },

    /**
     * A move as the server reads it (MoveEvent): one short text, "3.0.9p12:5" for move 9 of this
     * page, made in epoch 0 on grid 3, placing 5 in cell 12. The game and this page's id the server
     * knows by the grid's number; a move an earlier page made ends with that page's id.
     * @param {WireGrid} grid
     * @param {Move} move
     * @returns {string}
     */
    short(grid, { page, epoch, id, op, cell, digit }) {
        return grid.build + '.' + epoch + '.' + id + grid.format.ops[op] + cell + (digit ? ':' + digit : '')
            + (page === grid.page ? '' : '.' + page);
    },

    /**
     * Takes in the server's answer (see calcoolationBoard.paint): its cells that changed,
     * format.stride values each (cell, digit with 0 empty, note bits with bit d for note d, mark
     * bits; the page says the spoken name itself); its receipts, after which the moves it answered stop being drawn and
     * those it stored are forgotten in time (a move the game does not take now, of another epoch or
     * on a locked grid, it answers by the epoch and the lock); and its history (null when unchanged).
     * @param {Board} board
     * @param {number[]} changes
     * @param {ReceiptsTold | null} told
     * @param {UndoHistory | null} history
     */
    receive(board, changes, told, history) {
        const grid = board.calcoolation, server = grid.server, { stride } = grid.format;
        for (let k = 0; k < changes.length; k += stride) {
            const i = Number(changes[k]);
            server.values[i] = Number(changes[k + 1]);
            server.notes[i] = Number(changes[k + 2]);
            server.marks[i] = Number(changes[k + 3]);
        }
        if (history) {
            const [undoable, redoable, undo, redo] = history;
            server.undo = calcoolationRules.cellsOf(undo);
            server.redo = calcoolationRules.cellsOf(redo);
            server.undoable = undoable;
            server.redoable = redoable;
        }
        const receipts = told && this.receipts(grid, told);
        if (receipts) {
            grid.epoch = receipts.epoch;
            for (const [page, id] of Object.entries(receipts.taken)) grid.taken[page] = Math.max(grid.taken[page] ?? 0, id);
        }
        // Drawn no more: what the game took, and what it will not take now, which it does not count
        // as taken: a move of another epoch, and any while the grid is locked (paused, finished).
        // The store keeps the last for a later page, as it keeps every move until stored.
        const locked = board.classList.contains('locked');
        grid.pending = locked ? [] : grid.pending.filter(move => move.epoch === grid.epoch && move.id > (grid.taken[move.page] ?? 0));
        if (receipts) calcoolationStore.keep(grid, moves => calcoolationStore.unsettled(grid, moves, receipts));
        this.flush(board);
    },

    /**
     * The receipts a paint leaves: all of them when it sends the epoch, else the last ones with the
     * pages it names moved on (a move's answer names only its own page's, some 30 bytes).
     * @param {WireGrid} grid
     * @param {ReceiptsTold} told
     * @returns {Receipts}
     */
    receipts(grid, told) {
        const last = grid.receipts;
        grid.receipts = 'epoch' in told ? /** @type {Receipts} */ (told)
            : { ...last, taken: { ...last.taken, ...told.taken }, stored: { ...last.stored, ...told.stored } };
        return grid.receipts;
    },
};
