// @ts-check
// The player's input on the grid: keys, clicks, the pad, the Notes switch and the undo buttons,
// each turned into a move that board-wire.js sends (and board.js draws at once). PageKeys, the view
// tests' copy of these keys, is held to this script by BoardRulesConformanceIT.

/**
 * A page control that outlives a grid (the pad, the Notes switch, the undo buttons, the page):
 * it acts on whichever board is current, and listens once.
 * @typedef {HTMLElement & { calcoolationBoard?: Board, calcoolationListens?: boolean, calcoolationReturnsKeys?: boolean, disabled?: boolean, value?: string }} Control
 */

/**
 * A key as the grid reads it: a KeyboardEvent, or the conformance test's stand-in for one.
 * @typedef {Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'timeStamp' | 'preventDefault'>} Key
 */

// A var: window's property, as in board-rules.js.
var calcoolationInput = {
    /**
     * The index of the cell a click landed on, -1 outside the cells.
     * @param {Event} event
     * @returns {number}
     */
    cellOf(event) {
        const target = /** @type {Element | null} */ (event.target);
        return Number(/** @type {HTMLElement | null | undefined} */ (target?.closest('.cell'))?.dataset.i ?? -1);
    },

    /**
     * The board's own keys and clicks, the pad's buttons and the Notes switch: once per element.
     * @param {Board} board
     */
    listen(board) {
        if (board.calcoolationListens) return;
        board.calcoolationListens = true;
        board.addEventListener('keydown', event => this.key(board, event));
        board.addEventListener('click', event => {
            const i = this.cellOf(event);
            if (i >= 0) this.select(board, i);
        });
        const page = /** @type {Control | null} */ (board.closest('.play'));
        // The pad, the switch and the undo buttons outlive a grid; they act on whichever board is current.
        for (const op of /** @type {const} */ (['undo', 'redo'])) this.listenToHistory(board, page, op);
        this.listenToPad(board, page);
        this.listenToNotes(board, page);
        // Check, Hint, the note tools and Reveal cell act on the grid: like the pad, they hand the keys back to it.
        if (page) page.calcoolationBoard = board;
        if (page && !page.calcoolationReturnsKeys) {
            page.calcoolationReturnsKeys = true;
            page.addEventListener('click', event => {
                const current = page.calcoolationBoard, target = /** @type {Element} */ (event.target);
                if (target.closest('.to-grid') && current?.calcoolation) calcoolationBoard.focus(current, current.calcoolation.selected);
            });
        }
    },

    /**
     * The Undo or Redo button: the move at once, and the keys back to the grid, as after the pad.
     * @param {Board} board
     * @param {Control | null} page
     * @param {'undo' | 'redo'} op
     */
    listenToHistory(board, page, op) {
        const button = /** @type {Control | null | undefined} */ (page?.querySelector('.' + op + '-button'));
        if (!button) return;
        button.calcoolationBoard = board;
        if (button.calcoolationListens) return;
        button.calcoolationListens = true;
        button.addEventListener('click', () => {
            const current = button.calcoolationBoard;
            if (!current?.calcoolation || button.disabled) return;
            calcoolationWire.send(current, op, current.calcoolation.selected, 0);
            calcoolationBoard.focus(current, current.calcoolation.selected);
        });
    },

    /**
     * The number pad: a digit or Clear on the selected cell, and the keys back to the grid.
     * @param {Board} board
     * @param {Control | null} page
     */
    listenToPad(board, page) {
        const pad = /** @type {Control | null | undefined} */ (page?.querySelector('.number-pad'));
        if (!pad) return;
        pad.calcoolationBoard = board;
        if (pad.calcoolationListens) return;
        pad.calcoolationListens = true;
        pad.addEventListener('click', event => {
            const target = /** @type {Element} */ (event.target);
            const button = /** @type {HTMLButtonElement | null} */ (target.closest('button')), current = pad.calcoolationBoard;
            if (!button || pad.disabled || !current?.calcoolation) return;
            if (button.value === 'clear') this.erase(current);
            else this.write(current, Number(button.value), false);
            calcoolationBoard.focus(current, current.calcoolation.selected);
        });
    },

    /**
     * The Notes switch: notes mode on or off, and the keys back to the grid.
     * @param {Board} board
     * @param {Control | null} page
     */
    listenToNotes(board, page) {
        const notes = /** @type {Control | null | undefined} */ (page?.querySelector('.notes-toggle'));
        if (!notes) return;
        notes.calcoolationBoard = board;
        if (notes.calcoolationListens) return;
        notes.calcoolationListens = true;
        notes.addEventListener('click', () => {
            const current = notes.calcoolationBoard;
            if (!current?.calcoolation) return;
            this.notesMode(current, !current.calcoolation.notesMode);
            calcoolationBoard.focus(current, current.calcoolation.selected);
        });
    },

    /**
     * A key on the grid: arrows, Home and End move; a digit writes; Backspace and Delete erase;
     * N switches notes; Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo.
     * @param {Board} board
     * @param {Key} event
     */
    key(board, event) {
        const grid = board.calcoolation;
        if (!grid || event.altKey) return;
        const n = grid.n, i = grid.selected, row = Math.floor(i / n), col = i % n;
        if (event.ctrlKey || event.metaKey) {
            const key = event.key.toLowerCase();
            if (key !== 'z' && key !== 'y') return;
            event.preventDefault();
            calcoolationWire.send(board, key === 'y' || event.shiftKey ? 'redo' : 'undo', i, 0);
            return;
        }
        /** @type {Record<string, number[]>} */
        const moves = {
            ArrowUp: [Math.max(row - 1, 0), col], ArrowDown: [Math.min(row + 1, n - 1), col],
            ArrowLeft: [row, Math.max(col - 1, 0)], ArrowRight: [row, Math.min(col + 1, n - 1)],
            Home: [row, 0], End: [row, n - 1],
        };
        const to = moves[event.key];
        if (to) {
            this.select(board, to[0] * n + to[1]);
            calcoolationBoard.focus(board, grid.selected);
            // A 13×13 to 16×16 on a phone pans in its frame: the cell reached comes into view.
            const frame = board.parentElement;
            if (frame && frame.scrollWidth > frame.clientWidth) grid.cells[grid.selected].scrollIntoView({ block: 'nearest', inline: 'nearest' });
        } else if (event.key === 'Backspace' || event.key === 'Delete') {
            this.erase(board);
        } else if (event.key === 'n' || event.key === 'N') {
            this.notesMode(board, !grid.notesMode);
        } else if (/^[0-9]$/.test(event.key)) {
            this.write(board, Number(event.key), event.timeStamp);
        } else {
            return;
        }
        event.preventDefault();
    },

    /**
     * Selects cell i. The selection stays in the page: it goes to the server as the cell of the
     * next move, or with a press of a button that acts on the selected cell (ToolColumn).
     * @param {Board} board
     * @param {number} i
     */
    select(board, i) {
        const grid = board.calcoolation;
        grid.one = null;
        if (i === grid.selected) return;
        grid.selected = i;
        calcoolationBoard.draw(board);
    },

    /**
     * A digit key (at: the key's time) or a pad button (at: false). On 10×10 and up a 1 goes in at
     * once, and a 0 to n - 10 in the same cell within the window makes it 10 to n (16 at most).
     * @param {Board} board
     * @param {number} digit
     * @param {number | false} at
     */
    write(board, digit, at) {
        const grid = board.calcoolation, n = grid.n, i = grid.selected;
        const second = at !== false && grid.one?.cell === i && at - grid.one.at <= grid.format.twoKeyMillis && digit <= n - 10;
        grid.one = at !== false && !second && digit === 1 && n >= 10 ? { cell: i, at } : null;
        const number = second ? 10 + digit : digit;
        if (number < 1 || number > n) return;
        const op = grid.notesMode ? (second ? 'note-one' : 'note') : (second ? 'place-one' : 'place');
        calcoolationWire.send(board, op, i, number);
    },

    /**
     * Backspace, Delete or the pad's Clear: the digit, or on an empty cell its notes.
     * @param {Board} board
     */
    erase(board) {
        const grid = board.calcoolation;
        grid.one = null;
        calcoolationWire.send(board, 'clear', grid.selected, 0);
    },

    /**
     * Notes mode lives in the page: the pad and the switch say it at once, and the server only hears what it writes.
     * @param {Board} board
     * @param {boolean} on
     */
    notesMode(board, on) {
        const grid = board.calcoolation, page = board.closest('.play');
        grid.notesMode = on;
        grid.one = null;
        const pad = page?.querySelector('.number-pad'), notes = page?.querySelector('.notes-toggle');
        pad?.classList.toggle('notes-mode', on);
        pad?.setAttribute('aria-label', on ? grid.format.words.padNotes : grid.format.words.pad);
        notes?.setAttribute('aria-pressed', String(on));
    },
};
