// The page's side of BoardRulesConformanceIT: builds each random board with the real grid scripts, sends
// its moves and paints the server's answers as BoardComponent would, and after every event holds
// what the page shows (digit, notes, marks, spoken name of each cell) against what the engine says.
// Where a move waits for the server (an undo or redo past what the page was told, or apply says it
// cannot know), that state is counted, not compared, and compared again once the server answers.
window.calcoolationConformance = (() => {
    // A board.js from before the split (-Dconformance.script=old/board.js) holds them all in one.
    const board$ = window.calcoolationBoard, rules = window.calcoolationRules ?? board$;
    const wire = window.calcoolationWire ?? board$, input = window.calcoolationInput ?? board$;
    let waited = false;
    const apply = rules.apply;
    rules.apply = function (grid, values, notes, move, undos, redos) {
        const from = move.op === 'undo' ? undos : move.op === 'redo' ? redos : [];
        if (from.length && from[from.length - 1] === null) waited = true;
        const known = apply.call(this, grid, values, notes, move, undos, redos);
        if (known === false) waited = true;
        return known;
    };
    const warn = console.warn;
    let warnings = [];
    console.warn = (...words) => {
        warnings.push(words.join(' '));
        warn(...words);
    };

    function cells(target, flat) {
        for (let k = 0; k < flat.length; k += 5) target[flat[k]] = [flat[k + 1], flat[k + 2], flat[k + 3], flat[k + 4]];
    }

    // The engine's cells come with their spoken names, for the comparison; a paint as BoardComponent
    // sends it has format.stride values a cell, without the name, which the page says itself.
    function painted(flat, format) {
        return format.stride === 5 ? flat : flat.filter((_, k) => k % 5 < format.stride);
    }

    function runBoard(b, format, result) {
        const board = document.createElement('div');
        board.className = 'board' + (b.live ? ' live-marks' : '') + (b.clears ? ' clears-lines' : '');
        board$.build(board, b.n, b.walls, b.clues, b.cages, b.prefixes, format,
            { game: b.game, page: b.page, receipts: { epoch: 0, taken: {}, stored: {}, closed: false } });
        const expected = [], grid = board.calcoolation;
        let wrong = false;
        b.events.forEach((e, step) => {
            waited = false;
            if (e[0] === 'm') {
                wire.send(board, e[1], e[2], e[3]);
                cells(expected, e[4]);
                result.moves++;
            } else {
                if (step === 0) cells(expected, e[1]);
                board$.paint(board, step === 0 ? 0 : null, painted(e[1], format), { epoch: 0, closed: false, taken: e[2] ? { [b.page]: e[2] } : {}, stored: {} }, e[3]);
                result.paints++;
            }
            if (waited) {
                result.waited++;
                return;
            }
            result.compared++;
            if (wrong) return;
            for (let i = 0; i < expected.length; i++) {
                const page = grid.shown[i], engine = expected[i];
                if (page.every((x, k) => x === engine[k])) continue;
                wrong = true;
                const events = b.events.slice(Math.max(0, step - 6), step + 1).map(x => x[0] === 'm' ? x.slice(0, 4).join(' ') : 'paint up to ' + x[2]);
                if (!result.mismatches.some(m => m.rules === b.rules)) result.mismatches.push({ rules: b.rules, board: b.name, step, cell: i, page, engine, events });
                result.wrongByRules[b.rules] = (result.wrongByRules[b.rules] ?? 0) + 1;
                return;
            }
        });
        result.boards++;
        if (wrong) result.wrongBoards++;
        try {
            localStorage.clear();
        } catch (e) { /* no storage: nothing kept */ }
    }

    /** Plays one sequence of keys, clicks, pad presses and Notes switches on an n × n grid: the moves the grid's scripts send. */
    function playKeys(sequence, format) {
        const frame = document.createElement('div'), board = document.createElement('div');
        board.className = 'board';
        frame.append(board);
        const n = sequence.n, zeros = new Array(n * n).fill(0);
        board$.build(board, n, zeros, zeros.map(() => ''), [], zeros.map(() => ''), format,
            { game: 'keys', page: 'keys', receipts: { epoch: 0, taken: {}, stored: {}, closed: false } });
        const sent = [], send = wire.send;
        wire.send = (board, op, cell, digit) => sent.push([op, cell, digit]);
        try {
            for (const [kind, a, b, c, d] of sequence.events) {
                if (kind === 'key') input.key(board, { key: a, ctrlKey: b, metaKey: false, shiftKey: c, altKey: false, timeStamp: d, preventDefault() {} });
                else if (kind === 'click') input.select(board, a);
                else if (kind === 'pad' && a === 'Clear') input.erase(board);
                else if (kind === 'pad') input.write(board, Number(a), false);
                else if (kind === 'notes') input.notesMode(board, !board.calcoolation.notesMode);
            }
        } finally {
            wire.send = send;
        }
        return { sent, selected: board.calcoolation.selected, notesMode: board.calcoolation.notesMode };
    }

    return {
        /** What the grid's scripts send for each sequence (a JSON text) of keys and presses. */
        keys(sequences, format) {
            const f = JSON.parse(format);
            return JSON.stringify({ sequences: JSON.parse(sequences).map(sequence => playKeys(sequence, f)) });
        },

        /** Runs boards (a JSON text) and answers what it compared and where the page and the engine differ. */
        run(boards, format) {
            const result = { boards: 0, moves: 0, paints: 0, compared: 0, waited: 0, wrongBoards: 0, mismatches: [], wrongByRules: {} };
            warnings = [];
            const f = JSON.parse(format);
            for (const b of JSON.parse(boards)) runBoard(b, f, result);
            result.warnings = [...new Set(warnings)].slice(0, 5);
            return JSON.stringify(result);
        },
    };
})();
