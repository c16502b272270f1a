// @ts-check
// The rules the page predicts, pure: no DOM, no storage, no server. Given the cells the server last
// painted and the moves drawn ahead of it, they say what each cell holds, its marks and its spoken
// name, as Board.apply, Marks.of, Operation.apply and BoardFormat.describe say it on the server.
// BoardRulesConformanceIT holds them to the engine over thousands of random boards, and
// BoardRulesTest shows them on worked examples. Loaded first of the grid's scripts (see BoardScript);
// board.js calls them through this one global. The typedefs here are the grid's contract with the
// server (BoardFormat, BoardMessages), shared by the other three scripts.

/**
 * BoardFormat.FORMAT: the words, class names and limits the server sends with each new grid.
 * @typedef {Object} Format
 * @property {number} stride values per changed cell in a paint: cell, digit, notes, marks (the page says the spoken name)
 * @property {number} twoKeyMillis the window for the second key of 10–16
 * @property {string} moveEvent the name of the DOM event a move goes to the server in
 * @property {Record<Op, string>} ops each move's letter in the short text the server reads (MoveEvent)
 * @property {number} maxWaiting moves a page keeps unanswered before it takes no more
 * @property {number} maxInFlight moves sent and unanswered at once (BoardFormat.MAX_MOVES_A_MESSAGE)
 * @property {string} storageKey localStorage key of a game's kept moves, before the game's id
 * @property {number} keepStoredMillis how long a stored move is kept in case the server lost it
 * @property {string[]} operations each Operation's name in lower case, by ordinal
 * @property {string[]} walls a cage wall's class name, by BoardFormat.Side ordinal (its bit)
 * @property {string[]} marks a mark's class name, by BoardFormat.Mark ordinal (its bit)
 * @property {string[]} spoken a mark's spoken words, by the same bit
 * @property {Words} words the words of the spoken names and the status line
 */

/**
 * @typedef {Object} Words
 * @property {string} empty
 * @property {string} value
 * @property {string} notes
 * @property {string} pad
 * @property {string} padNotes
 * @property {string} offline
 * @property {string} moveWaiting
 * @property {string} movesWaiting
 * @property {string} waitingFull
 * @property {string} noteZoom a cell's notes shown large, "Notes, row {r}, column {c}:"
 */

/**
 * The moves the page sends, by BoardFormat.Op's wire names.
 * @typedef {'place' | 'place-one' | 'note' | 'note-one' | 'clear' | 'undo' | 'redo'} Op
 */

/**
 * A move numbered by its page: id counts 1, 2, 3... per page; epoch is the game's when it was made.
 * sent: on its way to the server (the page only). taken, storedAt: what the server said of a kept one.
 * @typedef {Object} Move
 * @property {string} page
 * @property {number} epoch
 * @property {number} id
 * @property {Op} op
 * @property {number} cell the cell's index, row * n + column
 * @property {number} digit 1 to n for a place or note, else 0
 * @property {boolean} [sent]
 * @property {boolean} [taken]
 * @property {number} [storedAt]
 */

/**
 * What the server says of a game's moves with a paint (BoardMessages.receipts): the last id it
 * answered and the last it stored, by page; its epoch; whether the game is closed.
 * @typedef {Object} Receipts
 * @property {number} epoch
 * @property {boolean} closed
 * @property {Record<string, number>} taken
 * @property {Record<string, number>} stored
 */

/**
 * What a paint says of the receipts (BoardMessages.told): all of them (with the epoch), or, in the
 * same epoch, only the pages whose last id answered or stored moved on since the last paint.
 * @typedef {Receipts | { taken?: Record<string, number>, stored?: Record<string, number> }} ReceiptsTold
 */

/**
 * Undo and redo as the server has them (BoardMessages.history): [undoable, redoable, undo, redo],
 * how many of each it takes in a row, and what the next of each leaves, as flat [cell, digit, notes, ...].
 * @typedef {[number, number, number[], number[]]} UndoHistory
 */

/**
 * A cage, as BoardMessages.layout sends it: [target, operation ordinals, cell indices].
 * @typedef {[number, number[], number[]]} CageLayout
 */

/** @typedef {{ target: number, operations: number[], cells: number[] }} Cage */

/** @typedef {{ i: number, v: number, m: number }} CellBefore one cell's digit and notes: what an undo or redo puts back */

/** @typedef {CellBefore[] & { move?: Move }} Entry one undo or redo: its cells, and its move when the page drew it */

/**
 * The server's cells, as its paints left them: digit, note bits (bit d for note d) and mark bits
 * by cell, and its undo and redo.
 * @typedef {Object} ServerCells
 * @property {number[]} values
 * @property {number[]} notes
 * @property {number[]} marks
 * @property {Entry} undo
 * @property {Entry} redo
 * @property {number} undoable
 * @property {number} redoable
 */

/**
 * What the rules read of a grid. clearsLines: a placed digit leaves the notes of its row and
 * column; liveMarks: repeats and wrong cages are marked as they happen (the board's classes).
 * @typedef {Object} RulesGrid
 * @property {number} n
 * @property {Format} format
 * @property {string[]} prefixes each cell's spoken name before its contents
 * @property {Cage[]} cages
 * @property {ServerCells} server
 * @property {boolean} clearsLines
 * @property {boolean} liveMarks
 * @property {Set<string>} [unknownOperations] operations already said to have no rule here
 */

// A var, not a const: a classic script's var is window's property, which the other scripts and
// the tests reach, and a second load of the script replaces it rather than failing.
var calcoolationRules = {
    /**
     * The server's undos (or redos): depth entries, the next one last, as its cells when known, else null.
     * @param {Entry} next
     * @param {number} depth
     * @returns {(Entry | null)[]}
     */
    stack(next, depth) {
        /** @type {(Entry | null)[]} */
        const entries = new Array(Math.max(0, depth - 1)).fill(null);
        if (depth > 0) entries.push(next.length ? next : null);
        return entries;
    },

    /**
     * Flat [cell, digit, notes, ...] as the server sends them, to [{i, v, m}].
     * @param {number[] | null | undefined} flat
     * @returns {Entry}
     */
    cellsOf(flat) {
        /** @type {Entry} */
        const cells = [];
        if (!flat) return cells;
        for (let k = 0; k + 2 < flat.length; k += 3) cells.push({ i: flat[k], v: flat[k + 1], m: flat[k + 2] });
        return cells;
    },

    /**
     * One move on the page's copy of the cells, as Board.apply does it on the server's; undos and
     * redos as the cells they leave, each with the move that made it when this page drew it. False
     * when the page cannot know what the move leaves (an undo past what the server said, a second
     * key of 10–16 after a 1 the server drew): the server's answer draws it.
     * @param {RulesGrid} grid
     * @param {number[]} values
     * @param {number[]} notes
     * @param {Move} move
     * @param {(Entry | null)[]} undos
     * @param {(Entry | null)[]} redos
     * @returns {boolean}
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
        /** @type {Entry} */
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

    /**
     * An undo (from undos to redos) or a redo (the other way); false when the server did not say what it leaves.
     * @param {number[]} values
     * @param {number[]} notes
     * @param {(Entry | null)[]} from
     * @param {(Entry | null)[]} to
     * @returns {boolean}
     */
    step(values, notes, from, to) {
        if (!from.length) return true; // nothing to take back: the server does nothing either
        const entry = from.pop();
        if (!entry) {
            to.push(null); // not known here: the server's answer draws it
            return false;
        }
        /** @type {Entry} */
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
     * @param {number[]} values
     * @param {number[]} notes
     * @param {Move} move
     * @param {Entry | null | undefined} entry
     * @returns {boolean | undefined}
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

    /**
     * A place, note or clear on the cells, as Board.apply does it.
     * @param {RulesGrid} grid
     * @param {number[]} values
     * @param {number[]} notes
     * @param {Move} move
     */
    change(grid, values, notes, { op, cell, digit }) {
        const n = grid.n;
        if (op === 'place' || op === 'place-one') {
            values[cell] = digit;
            notes[cell] = 0;
            if (grid.clearsLines) {
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
     * @param {RulesGrid} grid
     * @param {number[]} values
     * @param {boolean} digitsChanged
     * @returns {number[]}
     */
    marks(grid, values, digitsChanged) {
        const bit = (/** @type {string} */ name) => 1 << grid.format.marks.indexOf(name);
        const live = bit('conflict') | bit('cage-wrong'), kept = digitsChanged ? bit('revealed') : ~bit('mistake');
        const marks = grid.server.marks.map((m, i) => m & kept & ~live & (values[i] === grid.server.values[i] ? ~0 : ~bit('revealed')));
        if (!grid.liveMarks) return marks;
        this.markRepeats(grid.n, values, marks, bit('conflict'));
        for (const cage of grid.cages) {
            const digits = cage.cells.map(i => values[i]);
            if (digits.includes(0)) continue;
            const made = digits.length === 1 ? [digits[0]] : cage.operations.map(op => this.operate(grid.format.operations[op], digits));
            const right = made.includes(cage.target);
            if (!right && made.includes(undefined)) {
                this.unknownOperation(grid, cage);
                cage.cells.forEach(i => marks[i] |= grid.server.marks[i] & bit('cage-wrong'));
            } else if (!right) cage.cells.forEach(i => marks[i] |= bit('cage-wrong'));
        }
        return marks;
    },

    /**
     * Marks conflict on each digit that repeats in its row or column.
     * @param {number} n
     * @param {number[]} values
     * @param {number[]} marks
     * @param {number} conflict the conflict mark's bit
     */
    markRepeats(n, values, marks, conflict) {
        for (let line = 0; line < n; line++) {
            for (const [first, step] of [[line * n, 1], [line, n]]) {
                const count = new Array(n + 1).fill(0);
                for (let k = 0; k < n; k++) count[values[first + k * step]]++;
                for (let k = 0; k < n; k++) {
                    const i = first + k * step;
                    if (values[i] && count[values[i]] > 1) marks[i] |= conflict;
                }
            }
        }
    },

    /**
     * Operation.apply, by the operation's name (format.operations, in the order of their ordinals):
     * the sum, the product, the largest digit minus, or divided by, the rest (0 for a quotient that
     * is not whole), the digits' exclusive or. Undefined for an operation this page has no rule for.
     * @param {string | undefined} name
     * @param {number[]} digits
     * @returns {number | undefined}
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

    /**
     * Says once a grid that one of its cages waits for the server's mark: an operation came that this page has no rule for.
     * @param {RulesGrid} grid
     * @param {Cage} cage
     */
    unknownOperation(grid, cage) {
        grid.unknownOperations ??= new Set();
        const names = cage.operations.map(op => grid.format.operations[op] ?? '#' + op).join(', ');
        if (grid.unknownOperations.has(names)) return;
        grid.unknownOperations.add(names);
        console.warn('calcoolation: no rule in board-rules.js for the operation of a cage (' + names + '): its mark waits for the server');
    },

    /**
     * A cell's spoken name, as BoardFormat.describe says it.
     * @param {RulesGrid} grid
     * @param {number} i the cell
     * @param {number} value its digit, 0 for none
     * @param {number} notes its note bits
     * @param {number} marks its mark bits
     * @returns {string}
     */
    label(grid, i, value, notes, marks) {
        const words = grid.format.words, noted = [];
        for (let d = 1; d <= grid.n; d++) if (notes & 1 << d) noted.push(d);
        return grid.prefixes[i] + (value ? words.value + value : words.empty) + (noted.length ? words.notes + noted.join(', ') : '')
            + grid.format.spoken.filter((_, bit) => marks & 1 << bit).join('');
    },
};
