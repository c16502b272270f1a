// Paints the grid that BoardComponent describes, and plays it at once. The server is the one judge
// of a game; the browser predicts the player's own input (selection, digits, erasing, notes and the
// notes switch, the pad, undo and redo) and paints it in the frame of the key or tap, then sends it
// with a move id. Undo and redo are drawn from what the server said they would leave, and from the
// moves drawn ahead since; one it has not said waits for its answer.
// Each paint from the server names, by page, the last id it has answered: the board shows the
// server's cells with the moves not yet answered drawn over them, so what the server refuses goes
// when it answers. Moves are numbered by page and kept in localStorage, per game, until the server
// says it has stored them: while the connection is down they wait here (the grid plays on), and a
// reload, a closed tab or a restarted server loses none. A page sends again what earlier pages of
// the same game kept and the server has not taken; the server takes each (page, id) once.
// Keeping the cells out of Vaadin's server-side tree is what lets an open game cost little memory.
// Every word and class name (walls, marks, spoken names, the two-key window) comes from the server
// with each new grid: BoardFormat.FORMAT. The rules of play (apply, change, marks, operate, label)
// repeat Board.apply, Marks.of, Operation.apply and BoardFormat.describe, so that live marks need no
// round trip either; BoardRulesConformanceIT holds them to the engine's over thousands of random
// boards, and the server's marks stay the truth.
window.calcoolationBoard = {
    /** The index of the cell a click landed on, -1 outside the cells. */
    cellOf(event) {
        return Number(event.target.closest('.cell')?.dataset.i ?? -1);
    },

    /**
     * A fresh grid of n × n empty cells: walls are bit masks and clues by cell; cages are
     * [target, operation ordinals, cells]; prefixes are the cells' spoken names before their contents.
     * session: the game's id, this grid's page id, and the receipts of the game's numbered moves.
     */
    build(board, n, walls, clues, cages, prefixes, format, session) {
        const rows = [];
        for (let r = 0; r < n; r++) {
            const row = document.createElement('div');
            row.className = 'board-row';
            row.setAttribute('role', 'row');
            for (let c = 0; c < n; c++) {
                const i = r * n + c, cell = document.createElement('div');
                cell.dataset.i = i;
                cell.dataset.base = ['cell', ...format.walls.filter((_, side) => walls[i] & 1 << side)].join(' ');
                cell.className = cell.dataset.base;
                cell.setAttribute('role', 'gridcell');
                cell.setAttribute('tabindex', i === 0 ? '0' : '-1');
                cell.setAttribute('aria-selected', 'false');
                cell.setAttribute('aria-label', prefixes[i] + format.words.empty);
                if (clues[i]) cell.append(this.span('clue', clues[i]));
                cell.append(this.span('value', ''), this.span('notes', ''));
                row.append(cell);
            }
            rows.push(row);
        }
        board.replaceChildren(...rows);
        const empty = () => new Array(n * n).fill(0);
        board.calcoolation = {
            board, n, format, prefixes, game: session.game, page: session.page, epoch: session.receipts.epoch, taken: {},
            cells: board.querySelectorAll('.cell'),
            cages: cages.map(([target, operations, cells]) => ({ target, operations, cells })),
            // The server's cells, as its paints left them.
            server: {
                values: empty(), notes: empty(), marks: empty(), labels: prefixes.map(p => p + format.words.empty),
                undo: [], redo: [], undoable: 0, redoable: 0,
            },
            // What the cells show now: [value, notes, marks, label] by cell.
            shown: prefixes.map(() => null),
            pending: [], sent: 0, selected: 0, notesMode: false, one: null,
        };
        this.listen(board);
        this.notesMode(board, false);
        this.watchConnection();
        this.adopt(board, session.receipts);
    },

    /**
     * The moves earlier pages kept of this game: those stored a minute ago or more (or of another
     * epoch, or of a game closed) are forgotten, those the server has taken are kept, and the rest
     * are sent again, in order and a few at a time (flush), under their own pages' ids.
     */
    adopt(board, receipts) {
        const grid = board.calcoolation;
        const kept = this.keep(grid, moves => this.unsettled(grid, moves, receipts));
        grid.pending = kept.filter(move => move.id > (receipts.taken[move.page] ?? 0));
        this.flush(board);
    },

    /**
     * The kept moves a server's receipts do not settle: not of another epoch, not of a closed game,
     * and not stored longer than format.keepStoredMillis ago. A stored move is kept a while yet: a
     * server killed just after a write may come back without its last ones (H2 writes its file up
     * to 0.1 s after the commit), and the game's receipts, stored in the same row, come back as far
     * behind, so a page sends them again and each is applied once. A move the server took is marked
     * so: the offline page counts as waiting only those it did not, as this page's status does.
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

    /**
     * Reads this game's kept moves, lets change make the new list and writes it: one read and write
     * in one go, as another tab of the same game keeps its moves under the same key. Without storage
     * (a private window, a full quota) the moves still wait in the page.
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

    /** Whether the page can reach the server as far as Vaadin knows. */
    online() {
        const state = window.Vaadin?.connectionState?.state;
        return state !== 'reconnecting' && state !== 'connection-lost';
    },

    /** Vaadin's connection state, heard once per page: the status follows it. */
    watchConnection() {
        const connection = window.Vaadin?.connectionState;
        if (!connection || window.calcoolationWatchesConnection) return;
        window.calcoolationWatchesConnection = true;
        connection.addStateChangeListener(() => {
            const board = document.querySelector('.play .board');
            if (board?.calcoolation) this.status(board);
        });
    },

    /**
     * "Offline · 3 moves waiting" above the grid while the server cannot be reached and moves wait;
     * the grid plays on meanwhile, and Vaadin sends the moves once the connection is back. Vaadin
     * may say "reconnecting" for a while after its messages go through again (its push channel
     * comes back later), so the line goes as soon as no move waits.
     */
    status(board) {
        const grid = board.calcoolation, element = board.closest('.play')?.querySelector('.connection-status');
        if (!element) return;
        const words = grid.format.words, offline = !this.online();
        const waiting = grid.pending.filter(move => move.op !== 'select').length;
        element.hidden = !(offline && waiting);
        const said = element.querySelector('.said'), count = element.querySelector('.count');
        if (said && said.textContent !== (offline ? words.offline : '')) said.textContent = offline ? words.offline : '';
        const full = waiting >= grid.format.maxWaiting ? words.waitingFull : '';
        element.classList.toggle('full', full !== '');
        if (count) count.textContent = waiting ? ' · ' + waiting + (waiting === 1 ? words.moveWaiting : words.movesWaiting) + full : '';
    },

    /** The board's own keys and clicks, the pad's buttons and the Notes switch: once per element. */
    listen(board) {
        if (board.calcoolationListens) return;
        board.calcoolationListens = true;
        board.addEventListener('keydown', event => this.key(board, event));
        board.addEventListener('click', event => {
            const i = this.cellOf(event);
            if (i >= 0) this.select(board, i);
        });
        const page = board.closest('.play');
        const pad = page?.querySelector('.number-pad'), notes = page?.querySelector('.notes-toggle');
        // The pad, the switch and the undo buttons outlive a grid; they act on whichever board is current.
        if (pad) pad.calcoolationBoard = board;
        if (notes) notes.calcoolationBoard = board;
        for (const op of ['undo', 'redo']) {
            const button = page?.querySelector('.' + op + '-button');
            if (!button) continue;
            button.calcoolationBoard = board;
            if (button.calcoolationListens) continue;
            button.calcoolationListens = true;
            button.addEventListener('click', () => {
                const current = button.calcoolationBoard;
                if (!current?.calcoolation || button.disabled) return;
                this.send(current, op, current.calcoolation.selected, 0);
                // As after a press on the pad: the keys go to the grid again.
                this.focus(current, current.calcoolation.selected);
            });
        }
        if (pad && !pad.calcoolationListens) {
            pad.calcoolationListens = true;
            pad.addEventListener('click', event => {
                const button = event.target.closest('button'), current = pad.calcoolationBoard;
                if (!button || pad.disabled || !current?.calcoolation) return;
                if (button.value === 'clear') this.erase(current);
                else this.write(current, Number(button.value), false);
                this.focus(current, current.calcoolation.selected);
            });
        }
        if (notes && !notes.calcoolationListens) {
            notes.calcoolationListens = true;
            notes.addEventListener('click', () => {
                const current = notes.calcoolationBoard;
                if (!current?.calcoolation) return;
                this.notesMode(current, !current.calcoolation.notesMode);
                this.focus(current, current.calcoolation.selected);
            });
        }
        // Check, Hint, the note tools and Reveal cell act on the grid: like the pad, they hand the keys back to it.
        if (page) page.calcoolationBoard = board;
        if (page && !page.calcoolationReturnsKeys) {
            page.calcoolationReturnsKeys = true;
            page.addEventListener('click', event => {
                const current = page.calcoolationBoard;
                if (event.target.closest('.to-grid') && current?.calcoolation) this.focus(current, current.calcoolation.selected);
            });
        }
    },

    key(board, event) {
        const grid = board.calcoolation;
        if (!grid || event.altKey) return;
        const n = grid.n, i = grid.selected, row = Math.floor(i / n), col = i % n;
        if (event.ctrlKey || event.metaKey) {
            const key = event.key.toLowerCase();
            if (key !== 'z' && key !== 'y') return;
            event.preventDefault();
            this.send(board, key === 'y' || event.shiftKey ? 'redo' : 'undo', i, 0);
            return;
        }
        const to = {
            ArrowUp: [Math.max(row - 1, 0), col], ArrowDown: [Math.min(row + 1, n - 1), col],
            ArrowLeft: [row, Math.max(col - 1, 0)], ArrowRight: [row, Math.min(col + 1, n - 1)],
            Home: [row, 0], End: [row, n - 1],
        }[event.key];
        if (to) {
            this.select(board, to[0] * n + to[1]);
            this.focus(board, grid.selected);
            // A 13×13 to 16×16 on a phone pans in its frame: the cell reached comes into view.
            const frame = board.parentElement;
            if (frame.scrollWidth > frame.clientWidth) grid.cells[grid.selected].scrollIntoView({ block: 'nearest', inline: 'nearest' });
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

    select(board, i) {
        const grid = board.calcoolation;
        grid.one = null;
        if (i === grid.selected) return;
        grid.selected = i;
        this.send(board, 'select', i, 0);
    },

    /**
     * A digit key (at: the key's time) or a pad button (at: false). On 10×10 and up a 1 goes in at
     * once, and a 0 to n - 10 in the same cell within the window makes it 10 to n (16 at most).
     */
    write(board, digit, at) {
        const grid = board.calcoolation, n = grid.n, i = grid.selected;
        const second = at !== false && grid.one?.cell === i && at - grid.one.at <= grid.format.twoKeyMillis && digit <= n - 10;
        grid.one = at !== false && !second && digit === 1 && n >= 10 ? { cell: i, at } : null;
        const number = second ? 10 + digit : digit;
        if (number < 1 || number > n) return;
        this.send(board, (grid.notesMode ? 'note' : 'place') + (second ? '-one' : ''), i, number);
    },

    /** Backspace, Delete or the pad's Clear: the digit, or on an empty cell its notes. */
    erase(board) {
        const grid = board.calcoolation;
        grid.one = null;
        this.send(board, 'clear', grid.selected, 0);
    },

    /** Notes mode lives in the page: the pad and the switch say it at once, and the server only hears what it writes. */
    notesMode(board, on) {
        const grid = board.calcoolation, page = board.closest('.play');
        grid.notesMode = on;
        grid.one = null;
        const pad = page?.querySelector('.number-pad'), notes = page?.querySelector('.notes-toggle');
        pad?.classList.toggle('notes-mode', on);
        pad?.setAttribute('aria-label', on ? grid.format.words.padNotes : grid.format.words.pad);
        notes?.setAttribute('aria-pressed', String(on));
    },

    /**
     * Paints a move as done, keeps it and sends it (see flush); a locked grid (finished, not yet
     * started, paused) takes none. Offline, Vaadin holds it until the connection is back (or the page
     * goes, and the next page sends it from storage); past maxWaiting moves no more are taken.
     */
    send(board, op, cell, digit) {
        const grid = board.calcoolation;
        if (board.classList.contains('locked') && op !== 'select') return;
        if (op !== 'select') {
            const waiting = grid.pending.filter(move => move.op !== 'select').length;
            if (waiting >= grid.format.maxWaiting) {
                this.status(board);
                return;
            }
        }
        const move = { page: grid.page, epoch: grid.epoch, id: ++grid.sent, op, cell, digit };
        grid.pending.push(move);
        // A selection is not kept: a page that comes back starts from its own.
        if (op !== 'select') this.keep(grid, moves => [...moves, { page: move.page, epoch: move.epoch, id: move.id, op, cell, digit }]);
        this.draw(board);
        this.flush(board);
    },

    /**
     * Sends the moves drawn ahead that are not on their way yet, in order, while fewer than
     * format.maxInFlight sent are unanswered. Vaadin's client puts what is dispatched while a message
     * travels into the next one, and the server refuses a message with more moves than that
     * (BoardFormat.MAX_MOVES_A_MESSAGE); the rest wait here, drawn already, for the server's answer.
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

    dispatch(board, { page, epoch, id, op, cell, digit }) {
        const grid = board.calcoolation;
        board.dispatchEvent(new CustomEvent(grid.format.moveEvent, { detail: { game: grid.game, page, epoch, id, op, cell, digit } }));
    },

    /**
     * The server's cells that changed, format.stride values each (cell, digit with 0 empty, note
     * bits with bit d for note d, mark bits, spoken name), and its receipts: the last move it
     * answered and the last it stored by page, its epoch and whether the game is closed; and its
     * history: how many undos and redos it takes in a row and what the next of each leaves (both
     * null when unchanged). A selection it sends (a new grid) replaces the page's; null leaves the
     * page's own.
     */
    paint(board, selected, changes, receipts, history) {
        const grid = board.calcoolation;
        if (!grid) return;
        const { stride } = grid.format, server = grid.server;
        for (let k = 0; k < changes.length; k += stride) {
            const i = changes[k];
            server.values[i] = changes[k + 1];
            server.notes[i] = changes[k + 2];
            server.marks[i] = changes[k + 3];
            server.labels[i] = changes[k + 4];
        }
        if (history) {
            server.undo = this.cellsOf(history.undo);
            server.redo = this.cellsOf(history.redo);
            server.undoable = history.undoable;
            server.redoable = history.redoable;
        }
        if (selected !== null) grid.selected = selected;
        if (receipts) {
            grid.epoch = receipts.epoch;
            for (const [page, id] of Object.entries(receipts.taken)) grid.taken[page] = Math.max(grid.taken[page] ?? 0, id);
            grid.pending = grid.pending.filter(move => move.id > (grid.taken[move.page] ?? 0));
            this.keep(grid, moves => this.unsettled(grid, moves, receipts));
            this.flush(board);
        }
        this.draw(board);
    },

    /** Draws the server's cells with the moves it has not answered yet over them. */
    draw(board) {
        const grid = board.calcoolation, { n, server, format } = grid;
        const values = server.values.slice(), notes = server.notes.slice();
        // What an undo or a redo would leave, newest last: the server's (the next one's cells if it
        // said them, null for those it did not), then the moves drawn ahead.
        const undos = this.stack(server.undo, server.undoable), redos = this.stack(server.redo, server.redoable);
        for (const move of grid.pending) this.apply(grid, values, notes, move, undos, redos);
        this.historyButtons(board, undos.length > 0, redos.length > 0);
        const changed = values.some((v, i) => v !== server.values[i]), notesChanged = notes.some((m, i) => m !== server.notes[i]);
        const marks = changed || notesChanged ? this.marks(grid, values, changed) : server.marks;
        grid.cells.forEach((cell, i) => {
            const label = values[i] === server.values[i] && notes[i] === server.notes[i] && marks[i] === server.marks[i]
                ? server.labels[i] : this.label(grid, i, values[i], notes[i], marks[i]);
            const was = grid.shown[i];
            if (was && was[0] === values[i] && was[1] === notes[i] && was[2] === marks[i] && was[3] === label) return;
            grid.shown[i] = [values[i], notes[i], marks[i], label];
            cell.querySelector('.value').textContent = values[i] ? String(values[i]) : '';
            const spans = [];
            for (let d = 1; d <= n; d++) if (notes[i] & 1 << d) spans.push(this.span('note-' + d, String(d)));
            cell.querySelector('.notes').replaceChildren(...spans);
            cell.setAttribute('aria-label', label);
        });
        const selected = grid.selected, row = Math.floor(selected / n), col = selected % n;
        grid.cells.forEach((cell, i) => {
            const here = i === selected, peer = !here && (Math.floor(i / n) === row || i % n === col);
            const markClasses = format.marks.filter((_, bit) => grid.shown[i][2] & 1 << bit);
            cell.className = [cell.dataset.base, ...markClasses, here ? 'selected' : '', peer ? 'peer' : ''].filter(Boolean).join(' ');
            cell.setAttribute('aria-selected', String(here));
            cell.setAttribute('tabindex', here ? '0' : '-1');
        });
        this.markSameDigit(board);
        this.zoomNotes(board, selected);
        this.status(board);
    },

    /** The server's undos (or redos): depth entries, the next one last, as its cells when known, else null. */
    stack(next, depth) {
        const entries = new Array(Math.max(0, depth - 1)).fill(null);
        if (depth > 0) entries.push(next.length ? next : null);
        return entries;
    },

    /** The Undo and Redo buttons say at once whether a press would do anything, moves drawn ahead included. */
    historyButtons(board, canUndo, canRedo) {
        const page = board.closest('.play'), locked = board.classList.contains('locked');
        for (const [op, can] of [['undo', canUndo], ['redo', canRedo]]) {
            const button = page?.querySelector('.' + op + '-button');
            if (button && button.disabled !== (locked || !can)) button.disabled = locked || !can;
        }
    },

    /** Flat [cell, digit, notes, ...] as the server sends them, to [{i, v, m}]. */
    cellsOf(flat) {
        const cells = [];
        for (let k = 0; k + 2 < (flat?.length ?? 0); k += 3) cells.push({ i: flat[k], v: flat[k + 1], m: flat[k + 2] });
        return cells;
    },

    /**
     * One move on the page's copy of the cells, as Board.apply does it on the server's; undos and
     * redos as the cells they leave, each with the move that made it when this page drew it. False
     * when the page cannot know what the move leaves (an undo past what the server said, a second
     * key of 10–16 after a 1 the server drew): the server's answer draws it.
     */
    apply(grid, values, notes, move, undos, redos) {
        const { op } = move;
        if (op === 'undo') return this.step(values, notes, undos, redos);
        if (op === 'redo') return this.step(values, notes, redos, undos);
        // The second key of 10–16 first takes back the 1 its first key wrote, as the server does (SeatMoves.apply).
        const wroteOne = op.endsWith('-one') ? this.wroteOne(values, notes, move, undos[undos.length - 1]) : false;
        if (wroteOne) this.step(values, notes, undos, redos);
        const valuesBefore = values.slice(), notesBefore = notes.slice();
        this.change(grid, values, notes, move);
        const changed = [];
        values.forEach((v, i) => {
            if (v !== valuesBefore[i] || notes[i] !== notesBefore[i]) changed.push({ i, v: valuesBefore[i], m: notesBefore[i] });
        });
        if (changed.length) {
            changed.move = move;
            undos.push(changed);
            redos.length = 0;
        }
        return wroteOne !== undefined;
    },

    /** An undo (from undos to redos) or a redo (the other way); false when the server did not say what it leaves. */
    step(values, notes, from, to) {
        if (!from.length) return true; // nothing to take back: the server does nothing either
        const entry = from.pop();
        if (!entry) {
            to.push(null); // not known here: the server's answer draws it
            return false;
        }
        const back = entry.map(({ i }) => ({ i, v: values[i], m: notes[i] }));
        back.move = entry.move;
        to.push(back);
        for (const { i, v, m } of entry) {
            values[i] = v;
            notes[i] = m;
        }
        return true;
    },

    /**
     * Whether the last move, which entry takes back, wrote the 1 (a digit, or a note with note-one)
     * in the cell of this second key of 10–16, as MoveHistory.lastMoveWrote asks. The move is known
     * when this page drew it; of the server's, only the cells it changed: a 1 placed there changed
     * that cell from another digit, a note 1 toggled changed that one note of that cell alone.
     * Undefined when it cannot tell.
     */
    wroteOne(values, notes, { op, cell }, entry) {
        if (entry === undefined) return false;
        if (entry === null) return undefined;
        const asNote = op === 'note-one';
        if (entry.move) return entry.move.cell === cell && entry.move.digit === 1 && entry.move.op === (asNote ? 'note' : 'place');
        if (!asNote) {
            if (values[cell] !== 1) return false;
            return entry.some(({ i, v }) => i === cell && v !== 1) ? true : undefined;
        }
        if (values[cell] || entry.length !== 1 || entry[0].i !== cell || (entry[0].m ^ notes[cell]) !== 2) return false;
        // A note 1 gone from a cell that kept no other may have gone with all its notes (a Clear).
        return notes[cell] ? true : undefined;
    },

    change(grid, values, notes, { op, cell, digit }) {
        const n = grid.n;
        if (op === 'place' || op === 'place-one') {
            values[cell] = digit;
            notes[cell] = 0;
            if (grid.board.classList.contains('clears-lines')) {
                const row = Math.floor(cell / n), col = cell % n;
                for (let k = 0; k < n; k++) {
                    notes[row * n + k] &= ~(1 << digit);
                    notes[k * n + col] &= ~(1 << digit);
                }
            }
        } else if ((op === 'note' || op === 'note-one') && !values[cell]) {
            notes[cell] ^= 1 << digit;
        } else if (op === 'clear') {
            if (values[cell]) values[cell] = 0;
            else notes[cell] = 0;
        }
    },

    /**
     * The marks of the page's cells: those the server set that still hold, and with live marks on,
     * repeats and full cages that miss, worked out here. Check's crosses and a hint's highlights go
     * once the digits change, as on the server. A cage with an operation this page has no rule for
     * keeps the server's mark until the server answers.
     */
    marks(grid, values, digitsChanged) {
        const { n, format } = grid, bit = name => 1 << format.marks.indexOf(name);
        const live = bit('conflict') | bit('cage-wrong'), kept = digitsChanged ? bit('revealed') : ~bit('mistake');
        const marks = grid.server.marks.map((m, i) => m & kept & ~live & (values[i] === grid.server.values[i] ? ~0 : ~bit('revealed')));
        if (!grid.board.classList.contains('live-marks')) return marks;
        for (let line = 0; line < n; line++) {
            for (const [first, step] of [[line * n, 1], [line, n]]) {
                const count = new Array(n + 1).fill(0);
                for (let k = 0; k < n; k++) count[values[first + k * step]]++;
                for (let k = 0; k < n; k++) {
                    const i = first + k * step;
                    if (values[i] && count[values[i]] > 1) marks[i] |= bit('conflict');
                }
            }
        }
        for (const cage of grid.cages) {
            const digits = cage.cells.map(i => values[i]);
            if (digits.includes(0)) continue;
            const made = digits.length === 1 ? [digits[0]] : cage.operations.map(op => this.operate(format.operations[op], digits));
            const right = made.includes(cage.target);
            if (!right && made.includes(undefined)) {
                this.unknownOperation(grid, cage);
                cage.cells.forEach(i => marks[i] |= grid.server.marks[i] & bit('cage-wrong'));
            } else if (!right) cage.cells.forEach(i => marks[i] |= bit('cage-wrong'));
        }
        return marks;
    },

    /**
     * Operation.apply, by the operation's name (format.operations, in the order of their ordinals):
     * the sum, the product, the largest digit minus, or divided by, the rest (0 for a quotient that
     * is not whole), the digits' exclusive or. Undefined for an operation this page has no rule for.
     */
    operate(name, digits) {
        let sum = 0, product = 1, max = 0, bits = 0;
        for (const d of digits) {
            sum += d;
            product *= d;
            max = Math.max(max, d);
            bits ^= d;
        }
        switch (name) {
            case 'add': return sum;
            case 'subtract': return max - (sum - max);
            case 'multiply': return product;
            case 'divide': {
                const rest = max === 0 ? 0 : product / max;
                return rest !== 0 && max % rest === 0 ? max / rest : 0;
            }
            case 'xor': return bits;
            default: return undefined;
        }
    },

    /** Says once a grid that one of its cages waits for the server's mark: an operation came that this page has no rule for. */
    unknownOperation(grid, cage) {
        grid.unknownOperations ??= new Set();
        const names = cage.operations.map(op => grid.format.operations[op] ?? '#' + op).join(', ');
        if (grid.unknownOperations.has(names)) return;
        grid.unknownOperations.add(names);
        console.warn('calcoolation: no rule in board.js for the operation of a cage (' + names + '): its mark waits for the server');
    },

    /** A cell's spoken name, as BoardFormat.describe says it. */
    label(grid, i, value, notes, marks) {
        const words = grid.format.words, noted = [];
        for (let d = 1; d <= grid.n; d++) if (notes & 1 << d) noted.push(d);
        return grid.prefixes[i] + (value ? words.value + value : words.empty) + (noted.length ? words.notes + noted.join(', ') : '')
            + grid.format.spoken.filter((_, bit) => marks & 1 << bit).join('');
    },

    /**
     * With the board's class same-digits (the player's switch, see SameDigitSwitch), every cell
     * holding the selected cell's digit is marked 'same', and so is that note wherever it is
     * written. Only looks: the cells' spoken names stay as they are.
     */
    markSameDigit(board) {
        const grid = board.calcoolation;
        if (!grid) return;
        board.querySelectorAll('.same').forEach(element => element.classList.remove('same'));
        const selected = grid.selected ?? -1;
        const digit = selected >= 0 && board.classList.contains('same-digits') ? grid.cells[selected].querySelector('.value').textContent : '';
        if (!digit) return;
        grid.cells.forEach((cell, i) => {
            if (i !== selected && cell.querySelector('.value').textContent === digit) cell.classList.add('same');
            cell.querySelector('.notes .note-' + digit)?.classList.add('same');
        });
    },

    /** On 10×10 and up, the selected cell's notes written large under the grid, where a phone can show them. */
    zoomNotes(board, selected) {
        const zoom = board.closest('.board-column')?.querySelector('.note-zoom'), grid = board.calcoolation;
        if (!zoom) return;
        const notes = grid.n >= 10 && selected >= 0 ? grid.cells[selected].querySelector('.notes').textContent.length : 0;
        if (!notes) {
            zoom.replaceChildren();
            return;
        }
        const n = grid.n, label = 'Notes, row ' + (Math.floor(selected / n) + 1) + ', column ' + (selected % n + 1) + ':';
        const digits = [...grid.cells[selected].querySelectorAll('.notes span')].map(span => this.span('', span.textContent));
        zoom.replaceChildren(this.span('note-zoom-label', label), ...digits);
    },

    /** A new grid on a page scrolled down (a phone, after New puzzle): bring its top into view. */
    reveal(board) {
        const top = board.closest('.board-column')?.getBoundingClientRect().top ?? 0;
        if (top < 0) board.closest('.board-column').scrollIntoView({ block: 'start' });
    },

    /**
     * Gives cell i focus. As a page opens the grid may not be in the document yet, so this tries
     * again for a few frames, but only while nothing else has focus: a player's own Tab wins.
     */
    focus(board, i, tries = 20) {
        const cell = board.calcoolation?.cells[i];
        if (!cell) return;
        cell.focus({ preventScroll: true });
        const idle = !document.activeElement || document.activeElement === document.body;
        if (document.activeElement !== cell && idle && tries > 0) requestAnimationFrame(() => this.focus(board, i, tries - 1));
    },

    span(className, text) {
        const span = document.createElement('span');
        span.className = className;
        span.setAttribute('aria-hidden', 'true');
        span.textContent = text;
        return span;
    },
};
