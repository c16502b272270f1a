// @ts-check
// Paints the grid that BoardComponent describes, and plays it at once. The server is the one judge
// of a game; the browser predicts the player's own input (selection, digits, erasing, notes and the
// notes switch, the pad, undo and redo) and paints it in the frame of the key or tap, then sends it
// with a move id. Undo and redo are drawn from what the server said they would leave, and from the
// moves drawn ahead since; one it has not said waits for its answer. Keeping the cells out of
// Vaadin's server-side tree is what lets an open game cost little memory.
// The grid's scripts, loaded in this order, one global each (BoardScript, the Java side's entries,
// calls only this one):
//   board-rules.js  calcoolationRules  what the cells hold, their marks and spoken names (pure)
//   board-store.js  calcoolationStore  the moves kept in localStorage until the server stored them
//   board-wire.js   calcoolationWire   moves to the server, its answers and receipts back
//   board-input.js  calcoolationInput  keys, clicks, the pad and the Notes switch, as moves
//   board.js        calcoolationBoard  the grid's DOM: built, painted, focused
// Every word and class name (walls, marks, spoken names, the two-key window) comes from the server
// with each new grid: BoardFormat.FORMAT.

/**
 * The grid's state, on its element: the rules' and the wire's, and what the page shows.
 * @typedef {WireGrid & PageState} Grid
 */

/**
 * @typedef {Object} PageState
 * @property {Board} board
 * @property {NodeListOf<HTMLElement>} cells
 * @property {([number, number, number, string] | null)[]} shown [value, notes, marks, label] by cell, as painted
 * @property {number} selected the selected cell
 * @property {boolean} notesMode
 * @property {{ cell: number, at: number } | null} one a 1 typed on 10×10 and up, which a second key may make 10–16
 */

/**
 * The grid's element: its state, and the paint BoardScript.paint calls on it.
 * @typedef {HTMLElement & { calcoolation: Grid, calcoolationListens?: boolean,
 *     calcoolationPaint?: (selected: number | null, changes: number[], receipts: ReceiptsTold | null, history: UndoHistory | null) => void }} Board
 */

/**
 * What a new grid starts from (BoardComponent.build): the game's id, this grid's page id, the
 * server's number of this grid, and the receipts of the game's numbered moves.
 * @typedef {{ game: string, page: string, build: number, receipts: Receipts }} Session
 */

// A var: window's property, as in board-rules.js.
var calcoolationBoard = {
    /**
     * Entry (BoardScript.build): a fresh grid of n × n empty cells. Walls are bit masks and clues
     * by cell; cages are [target, operation ordinals, cells]; prefixes are the cells' spoken names
     * before their contents.
     * @param {Board} board
     * @param {number} n
     * @param {number[]} walls
     * @param {string[]} clues
     * @param {CageLayout[]} cages
     * @param {string[]} prefixes
     * @param {Format} format
     * @param {Session} session
     */
    build(board, n, walls, clues, cages, prefixes, format, session) {
        const rows = [];
        for (let r = 0; r < n; r++) {
            const row = document.createElement('div');
            row.className = 'board-row';
            row.setAttribute('role', 'row');
            for (let c = 0; c < n; c++) row.append(this.cell(r * n + c, walls, clues, prefixes, format));
            rows.push(row);
        }
        board.replaceChildren(...rows);
        const empty = () => new Array(n * n).fill(0);
        board.calcoolation = {
            board, n, format, prefixes, game: session.game, page: session.page, build: session.build, epoch: session.receipts.epoch, taken: {},
            receipts: session.receipts,
            cells: board.querySelectorAll('.cell'),
            cages: cages.map(([target, operations, cells]) => ({ target, operations, cells })),
            clearsLines: false, liveMarks: false,
            // The server's cells, as its paints left them.
            server: {
                values: empty(), notes: empty(), marks: empty(),
                undo: [], redo: [], undoable: 0, redoable: 0,
            },
            // What the cells show now: [value, notes, marks, label] by cell.
            shown: prefixes.map(() => null),
            pending: [], sent: 0, selected: 0, notesMode: false, one: null,
        };
        // The entry BoardScript.paint calls on the element itself: Vaadin sends a call of an element's
        // function without the wrapper it puts around a script, some 51 bytes of every move's answer.
        board.calcoolationPaint = (selected, changes, receipts, history) => this.paint(board, selected, changes, receipts, history);
        calcoolationInput.listen(board);
        calcoolationInput.notesMode(board, false);
        calcoolationWire.watchConnection(() => {
            const current = /** @type {Board | null} */ (document.querySelector('.play .board'));
            if (current?.calcoolation) this.status(current);
        });
        calcoolationWire.adopt(board, session.receipts);
    },

    /**
     * One empty cell of a new grid, with its walls, clue and spoken name.
     * @param {number} i
     * @param {number[]} walls
     * @param {string[]} clues
     * @param {string[]} prefixes
     * @param {Format} format
     * @returns {HTMLElement}
     */
    cell(i, walls, clues, prefixes, format) {
        const cell = document.createElement('div');
        cell.dataset.i = String(i);
        cell.dataset.base = ['cell', ...format.walls.filter((_, side) => walls[i] & 1 << side)].join(' ');
        cell.className = cell.dataset.base;
        cell.setAttribute('role', 'gridcell');
        cell.setAttribute('tabindex', i === 0 ? '0' : '-1');
        cell.setAttribute('aria-selected', 'false');
        cell.setAttribute('aria-label', prefixes[i] + format.words.empty);
        if (clues[i]) cell.append(this.span('clue', clues[i]));
        cell.append(this.span('value', ''), this.span('notes', ''));
        return cell;
    },

    /**
     * Entry (BoardScript.paint, through the element's calcoolationPaint): the server's answer (see calcoolationWire.receive), then the grid
     * drawn again. A selection it sends (a new grid) replaces the page's; null leaves the page's own.
     * @param {Board} board
     * @param {number | null} selected
     * @param {number[]} changes
     * @param {ReceiptsTold | null} receipts
     * @param {UndoHistory | null} history
     */
    paint(board, selected, changes, receipts, history) {
        const grid = board.calcoolation;
        if (!grid) return;
        if (selected !== null) grid.selected = selected;
        calcoolationWire.receive(board, changes, receipts, history);
        this.draw(board);
    },

    /**
     * "Offline · 3 moves waiting" above the grid while the server cannot be reached and moves wait;
     * the grid plays on meanwhile, and Vaadin sends the moves once the connection is back. Vaadin
     * may say "reconnecting" for a while after its messages go through again (its push channel
     * comes back later), so the line goes as soon as no move waits.
     * @param {Board} board
     */
    status(board) {
        const grid = board.calcoolation, element = board.closest('.play')?.querySelector('.connection-status');
        if (!(element instanceof HTMLElement)) return;
        const words = grid.format.words, offline = !calcoolationWire.online();
        const waiting = calcoolationWire.waiting(grid);
        element.hidden = !(offline && waiting);
        const said = element.querySelector('.said'), count = element.querySelector('.count');
        if (said && said.textContent !== (offline ? words.offline : '')) said.textContent = offline ? words.offline : '';
        const full = waiting >= grid.format.maxWaiting ? words.waitingFull : '';
        element.classList.toggle('full', full !== '');
        if (count) count.textContent = waiting ? ' · ' + waiting + (waiting === 1 ? words.moveWaiting : words.movesWaiting) + full : '';
    },

    /**
     * Draws the server's cells with the moves it has not answered yet over them.
     * @param {Board} board
     */
    draw(board) {
        const grid = board.calcoolation, { server } = grid, rules = calcoolationRules;
        grid.clearsLines = board.classList.contains('clears-lines');
        grid.liveMarks = board.classList.contains('live-marks');
        const values = server.values.slice(), notes = server.notes.slice();
        // What an undo or a redo would leave, newest last: the server's (the next one's cells if it
        // said them, null for those it did not), then the moves drawn ahead.
        const undos = rules.stack(server.undo, server.undoable), redos = rules.stack(server.redo, server.redoable);
        for (const move of grid.pending) rules.apply(grid, values, notes, move, undos, redos);
        this.historyButtons(board, undos.length > 0, redos.length > 0);
        const changed = values.some((v, i) => v !== server.values[i]), notesChanged = notes.some((m, i) => m !== server.notes[i]);
        const marks = changed || notesChanged ? rules.marks(grid, values, changed) : server.marks;
        grid.cells.forEach((cell, i) => this.drawCell(grid, cell, i, values[i], notes[i], marks[i]));
        this.drawSelection(grid);
        this.markSameDigit(board);
        this.zoomNotes(board, grid.selected);
        this.status(board);
    },

    /**
     * One cell's digit, notes and spoken name, when they changed since it was last drawn.
     * @param {Grid} grid
     * @param {HTMLElement} cell
     * @param {number} i
     * @param {number} value
     * @param {number} notes
     * @param {number} marks
     */
    drawCell(grid, cell, i, value, notes, marks) {
        // The spoken name follows from the rest: the page says it, the server sends none (BoardFormat.describe).
        const was = grid.shown[i];
        if (was && was[0] === value && was[1] === notes && was[2] === marks) return;
        const label = calcoolationRules.label(grid, i, value, notes, marks);
        grid.shown[i] = [value, notes, marks, label];
        /** @type {HTMLElement} */ (cell.querySelector('.value')).textContent = value ? String(value) : '';
        const spans = [];
        for (let d = 1; d <= grid.n; d++) if (notes & 1 << d) spans.push(this.span('note-' + d, String(d)));
        /** @type {HTMLElement} */ (cell.querySelector('.notes')).replaceChildren(...spans);
        cell.setAttribute('aria-label', label);
    },

    /**
     * The cells' classes: their walls and marks, the selected cell and its row and column.
     * @param {Grid} grid
     */
    drawSelection(grid) {
        const { n, format, selected } = grid, row = Math.floor(selected / n), col = selected % n;
        grid.cells.forEach((cell, i) => {
            const here = i === selected, peer = !here && (Math.floor(i / n) === row || i % n === col);
            const shown = grid.shown[i], markClasses = format.marks.filter((_, bit) => (shown ? shown[2] : 0) & 1 << bit);
            cell.className = [cell.dataset.base, ...markClasses, here ? 'selected' : '', peer ? 'peer' : ''].filter(Boolean).join(' ');
            cell.setAttribute('aria-selected', String(here));
            cell.setAttribute('tabindex', here ? '0' : '-1');
        });
    },

    /**
     * The Undo and Redo buttons say at once whether a press would do anything, moves drawn ahead included.
     * @param {Board} board
     * @param {boolean} canUndo
     * @param {boolean} canRedo
     */
    historyButtons(board, canUndo, canRedo) {
        const page = board.closest('.play'), locked = board.classList.contains('locked');
        for (const [op, can] of /** @type {[string, boolean][]} */ ([['undo', canUndo], ['redo', canRedo]])) {
            const button = /** @type {HTMLButtonElement | null | undefined} */ (page?.querySelector('.' + op + '-button'));
            if (button && button.disabled !== (locked || !can)) button.disabled = locked || !can;
        }
    },

    /**
     * Entry (BoardScript.markSameDigit): with the board's class same-digits (the player's switch,
     * see SameDigitSwitch), every cell holding the selected cell's digit is marked 'same', and so
     * is that note wherever it is written. Only looks: the cells' spoken names stay as they are.
     * @param {Board} board
     */
    markSameDigit(board) {
        const grid = board.calcoolation;
        if (!grid) return;
        board.querySelectorAll('.same').forEach(element => element.classList.remove('same'));
        const selected = grid.selected ?? -1;
        const digit = selected >= 0 && board.classList.contains('same-digits') ? grid.cells[selected].querySelector('.value')?.textContent : '';
        if (!digit) return;
        grid.cells.forEach((cell, i) => {
            if (i !== selected && cell.querySelector('.value')?.textContent === digit) cell.classList.add('same');
            cell.querySelector('.notes .note-' + digit)?.classList.add('same');
        });
    },

    /**
     * On 10×10 and up, the selected cell's notes written large under the grid, where a phone can show them.
     * @param {Board} board
     * @param {number} selected
     */
    zoomNotes(board, selected) {
        const zoom = board.closest('.board-column')?.querySelector('.note-zoom'), grid = board.calcoolation;
        if (!zoom) return;
        const notes = grid.n >= 10 && selected >= 0 ? grid.cells[selected].querySelector('.notes')?.textContent?.length : 0;
        if (!notes) {
            zoom.replaceChildren();
            return;
        }
        const n = grid.n, label = grid.format.words.noteZoom.replace('{r}', Math.floor(selected / n) + 1).replace('{c}', selected % n + 1);
        const digits = [...grid.cells[selected].querySelectorAll('.notes span')].map(span => this.span('', span.textContent ?? ''));
        zoom.replaceChildren(this.span('note-zoom-label', label), ...digits);
    },

    /**
     * Entry (BoardScript.reveal): a new grid on a page scrolled down (a phone, after New puzzle)
     * brings its top into view.
     * @param {Board} board
     */
    reveal(board) {
        const column = board.closest('.board-column');
        if (column && column.getBoundingClientRect().top < 0) column.scrollIntoView({ block: 'start' });
    },

    /**
     * Entry (BoardScript.focus): gives cell i focus. As a page opens the grid may not be in the
     * document yet, so this tries again for a few frames, but only while nothing else has focus:
     * a player's own Tab wins.
     * @param {Board} board
     * @param {number} i
     * @param {number} [tries]
     */
    focus(board, i, tries = 20) {
        const cell = board.calcoolation?.cells[i];
        if (!cell) return;
        cell.focus({ preventScroll: true });
        const idle = !document.activeElement || document.activeElement === document.body;
        if (document.activeElement !== cell && idle && tries > 0) requestAnimationFrame(() => this.focus(board, i, tries - 1));
    },

    /**
     * A span hidden from screen readers: the cell's spoken name says what it shows.
     * @param {string} className
     * @param {string} text
     * @returns {HTMLSpanElement}
     */
    span(className, text) {
        const span = document.createElement('span');
        span.className = className;
        span.setAttribute('aria-hidden', 'true');
        span.textContent = text;
        return span;
    },
};
