// The three-minute run (run.ui.RunBoard): the page plays the grid itself and holds the next puzzles,
// so that the next one is drawn in the same task as the last digit, whatever the round trip. A full
// grid is compared with the check the server sent (SHA-256 of salt, ':' and the digits: RunRules.check);
// right, the next puzzle is drawn at once and the clock gains its bonus; wrong, the clock loses its
// penalty and the grid stays to be mended. Either way the grid and its moves go to the server
// (event 'run-grid'), which judges again and answers with the time left by its own clock, which
// this page's clock then follows: the page's clock is a display.
window.calcoolationRun = {
    /**
     * Entry (RunBoard.start): the run's puzzles, the time left and the rules' figures.
     * @param {HTMLElement} root
     * @param {string} json {remaining, bonus, penalty, words, puzzles: [{position, n, cells: [[classes, clue]], salt, check}]};
     *     words: the page's language's texts (RunBoard.words), with {n}, {r}, {c} and {clue} to fill in
     */
    start(root, json) {
        const data = JSON.parse(json);
        const run = root.calcoolationRun = {
            root, stock: data.puzzles, bonus: data.bonus, penalty: data.penalty, words: data.words, seq: 0, solved: 0,
            board: root.querySelector('.board'), clock: root.querySelector('.run-clock'),
            score: root.querySelector('.run-score'), note: root.querySelector('.run-note'),
            deadline: performance.now() + data.remaining, over: false, puzzle: null,
        };
        this.listen(run);
        this.next(run);
        this.tick(run);
    },

    /** Entry (RunBoard.more): puzzles to add to the stock and the server's time left. */
    more(root, json) {
        const run = root.calcoolationRun, data = JSON.parse(json);
        if (!run) return;
        run.stock.push(...data.puzzles);
        // A stock that ran dry (a player faster than two round trips a puzzle) is waiting for this one.
        if (!run.puzzle && !run.over) {
            run.note.textContent = '';
            this.next(run);
        }
        this.remaining(root, data.remaining);
    },

    /** Entry (RunBoard.remaining): the time left by the server's clock. */
    remaining(root, millis) {
        const run = root.calcoolationRun;
        if (!run || run.over) return;
        run.deadline = performance.now() + millis;
        this.showClock(run);
    },

    /** Entry (RunBoard.stop): the run is over, by the server's word. */
    stop(root) {
        const run = root.calcoolationRun;
        if (!run) return;
        run.over = true;
        run.deadline = performance.now();
        this.showClock(run);
        run.board.classList.add('locked');
    },

    /** Draws the next puzzle of the stock, in this task. */
    next(run) {
        const puzzle = run.stock.shift();
        if (!puzzle) {
            run.puzzle = null;
            run.note.textContent = run.words.onItsWay;
            return;
        }
        const n = puzzle.n;
        run.board.style.setProperty('--n', String(n));
        run.board.setAttribute('aria-rowcount', String(n));
        run.board.setAttribute('aria-colcount', String(n));
        run.board.dataset.position = String(puzzle.position);
        run.board.replaceChildren(...this.rows(puzzle, run.words));
        run.puzzle = puzzle;
        run.values = new Array(n * n).fill(0);
        run.moves = [];
        run.shown = performance.now();
        run.selected = 0;
        run.cells = run.board.querySelectorAll('.cell');
        this.select(run, 0);
        this.pad(run, n);
    },

    /** The puzzle's rows of empty cells, with their cage walls and clues, named in the page's words. */
    rows(puzzle, words) {
        const n = puzzle.n, rows = [];
        for (let r = 0; r < n; r++) {
            const row = document.createElement('div');
            row.className = 'board-row';
            row.setAttribute('role', 'row');
            for (let c = 0; c < n; c++) {
                const i = r * n + c, [classes, clue] = puzzle.cells[i], cell = document.createElement('div');
                cell.className = 'cell ' + classes;
                cell.dataset.i = String(i);
                cell.setAttribute('role', 'gridcell');
                cell.setAttribute('tabindex', i === 0 ? '0' : '-1');
                const label = (clue ? words.cellCage : words.cell).replace('{clue}', clue);
                cell.setAttribute('aria-label', label.replace('{r}', String(r + 1)).replace('{c}', String(c + 1)));
                if (clue) cell.append(this.span('clue', clue));
                cell.append(this.span('value', ''));
                row.append(cell);
            }
            rows.push(row);
        }
        return rows;
    },

    span(className, text) {
        const span = document.createElement('span');
        span.className = className;
        span.textContent = text;
        return span;
    },

    /** The digit buttons under the grid, for a touch screen: 1 to n and Erase. */
    pad(run, n) {
        const pad = run.root.querySelector('.run-pad');
        if (!pad || pad.childElementCount === n + 1) return;
        const buttons = [];
        for (let d = 1; d <= n; d++) buttons.push(this.padButton(String(d), d));
        buttons.push(this.padButton(run.words.erase, 0));
        pad.replaceChildren(...buttons);
    },

    padButton(text, digit) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'btn pad-digit';
        button.dataset.digit = String(digit);
        button.textContent = text;
        return button;
    },

    listen(run) {
        run.board.addEventListener('pointerdown', event => {
            const cell = event.target instanceof Element ? event.target.closest('.cell') : null;
            if (cell && run.puzzle) this.select(run, Number(cell.dataset.i));
        });
        run.root.querySelector('.run-pad')?.addEventListener('click', event => {
            const button = event.target instanceof Element ? event.target.closest('[data-digit]') : null;
            if (button) this.place(run, Number(button.dataset.digit));
        });
        run.board.addEventListener('keydown', event => {
            if (!run.puzzle || event.ctrlKey || event.metaKey || event.altKey) return;
            const n = run.puzzle.n, r = Math.floor(run.selected / n), c = run.selected % n;
            const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
            if (moves[event.key]) {
                const [dr, dc] = moves[event.key];
                this.select(run, ((r + dr + n) % n) * n + (c + dc + n) % n);
            } else if (/^[1-9]$/.test(event.key) && Number(event.key) <= n) {
                this.place(run, Number(event.key));
            } else if (event.key === 'Backspace' || event.key === 'Delete' || event.key === '0') {
                this.place(run, 0);
            } else return;
            event.preventDefault();
        });
    },

    select(run, i) {
        run.cells.forEach(cell => cell.classList.remove('selected'));
        const cell = run.cells[i];
        run.selected = i;
        cell.classList.add('selected');
        run.cells.forEach(c => c.setAttribute('tabindex', c === cell ? '0' : '-1'));
        if (run.board.contains(document.activeElement) || document.activeElement === document.body) cell.focus({ preventScroll: true });
    },

    /** A digit (0 erases) in the selected cell; a full grid is checked at once. */
    place(run, digit) {
        if (!run.puzzle || run.over) return;
        const i = run.selected;
        if (run.values[i] === digit) return;
        run.values[i] = digit;
        run.moves.push(i + ':' + digit + ':' + Math.round(performance.now() - run.shown));
        run.cells[i].querySelector('.value').textContent = digit ? String(digit) : '';
        run.note.textContent = '';
        if (run.values.includes(0)) return;
        const digits = run.values.join(''), puzzle = run.puzzle, right = this.sha256(puzzle.salt + ':' + digits) === puzzle.check;
        const text = ++run.seq + '|' + puzzle.position + '|' + run.values.join(',') + '|' + run.moves.join(';');
        if (right) {
            run.solved++;
            run.deadline += run.bonus;
            run.score.textContent = run.words.solved.replace('{n}', String(run.solved));
            this.next(run);
        } else {
            run.deadline -= run.penalty;
            run.note.textContent = run.words.wrong;
        }
        this.showClock(run);
        // Sent after the frame that shows it: Vaadin's work on the event would delay that frame, and a
        // frame is nothing beside the round trip.
        requestAnimationFrame(() => setTimeout(() => run.root.dispatchEvent(new CustomEvent('run-grid', { detail: { text } }))));
    },

    /** The clock, drawn a few times a second; at zero the page asks the server to end the run. */
    tick(run) {
        this.showClock(run);
        if (run.over) return;
        if (run.deadline <= performance.now()) {
            run.over = true;
            run.board.classList.add('locked');
            run.root.dispatchEvent(new CustomEvent('run-over'));
            return;
        }
        setTimeout(() => this.tick(run), 200);
    },

    showClock(run) {
        const left = Math.max(0, Math.ceil((run.deadline - performance.now()) / 1000));
        run.clock.textContent = Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0');
    },

    /** SHA-256's round constants and first hash: the fractions of the cube and square roots of the first primes. */
    shaConstants() {
        if (this.sha) return this.sha;
        const k = [], h = [], frac = x => ((x - Math.floor(x)) * 0x100000000) >>> 0;
        const prime = p => { for (let f = 2; f * f <= p; f++) if (p % f === 0) return false; return true; };
        for (let p = 2, i = 0; i < 64; p++) if (prime(p)) { if (i < 8) h[i] = frac(Math.sqrt(p)); k[i++] = frac(Math.cbrt(p)); }
        return (this.sha = [k, h]);
    },

    /** SHA-256 of a text, in hex, in this task (crypto.subtle answers a task later). */
    sha256(text) {
        const [k, start] = this.shaConstants(), h = start.slice(), bytes = new TextEncoder().encode(text);
        const length = bytes.length, padded = new Uint8Array(((length + 9 + 63) >> 6) << 6);
        padded.set(bytes);
        padded[length] = 0x80;
        const view = new DataView(padded.buffer);
        view.setUint32(padded.length - 4, length * 8);
        const w = new Uint32Array(64), rotr = (x, n) => (x >>> n) | (x << (32 - n));
        for (let block = 0; block < padded.length; block += 64) {
            for (let t = 0; t < 16; t++) w[t] = view.getUint32(block + t * 4);
            for (let t = 16; t < 64; t++) {
                const s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >>> 3);
                const s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >>> 10);
                w[t] = (w[t - 16] + s0 + w[t - 7] + s1) >>> 0;
            }
            let [a, b, c, d, e, f, g, hh] = h;
            for (let t = 0; t < 64; t++) {
                const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + k[t] + w[t]) >>> 0;
                const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
                hh = g; g = f; f = e; e = (d + t1) >>> 0; d = c; c = b; b = a; a = (t1 + t2) >>> 0;
            }
            [a, b, c, d, e, f, g, hh].forEach((x, i) => { h[i] = (h[i] + x) >>> 0; });
        }
        return h.map(x => x.toString(16).padStart(8, '0')).join('');
    },
};
