// Unfolds a finished game in the browser, frame by frame, from what ReplayBoard sends once: the grid's
// walls and clues as board.js draws them, and every frame's play time, step, changed cells and help so
// far. The server worked out each frame from the game's log (game.Replay), so nothing here knows the
// rules: a frame's cells are painted as they are. Playing, pausing, the speed and the timeline are the
// page's own, with no round trip; scrubbing paints from the empty grid up to the frame asked for.
window.calcoolationReplay = {
    /**
     * controls: the play button, the speed select, the timeline range, and the elements for the time,
     * the step and the help. frames: [millis, step, [cell, digit, notes, ...], checks, hints, revealed, gaveUp].
     */
    build(root, n, walls, clues, prefixes, format, words, frames) {
        const board = root.querySelector('.board');
        board.replaceChildren(...this.rows(n, walls, clues, format));
        const replay = root.calcoolationReplay = {
            root, board, n, prefixes, format, words, frames,
            cells: board.querySelectorAll('.cell'),
            values: new Array(n * n).fill(0), notes: new Array(n * n).fill(0),
            at: 0, // frames painted
            clock: 0, // replay time in ms
            speed: 1, playing: false, last: 0,
            play: root.querySelector('.replay-play'), speedSelect: root.querySelector('.replay-speed'),
            timeline: root.querySelector('.replay-timeline'), time: root.querySelector('.replay-time'),
            step: root.querySelector('.replay-step'), help: root.querySelector('.replay-help'),
        };
        // The timeline's max comes from ReplayBoard, the last frame's time rounded up to a whole step.
        replay.end = frames.length ? frames[frames.length - 1][0] : 0;
        replay.timeline.value = '0';
        replay.back = root.querySelector('.replay-back');
        replay.forward = root.querySelector('.replay-forward');
        this.listen(replay);
        this.seek(replay, 0);
    },

    /** The grid's rows of empty cells, read-only, with their walls and clues. */
    rows(n, walls, clues, format) {
        const rows = [];
        for (let r = 0; r < n; r++) {
            const row = document.createElement('div');
            row.className = 'board-row';
            row.setAttribute('role', 'row');
            for (let c = 0; c < n; c++) {
                const i = r * n + c, cell = document.createElement('div');
                cell.className = ['cell', ...format.walls.filter((_, side) => walls[i] & 1 << side)].join(' ');
                cell.setAttribute('role', 'gridcell');
                cell.setAttribute('aria-readonly', 'true');
                if (clues[i]) cell.append(this.span('clue', clues[i]));
                cell.append(this.span('value', ''), this.span('notes', ''));
                row.append(cell);
            }
            rows.push(row);
        }
        return rows;
    },

    /** The controls: play and pause, the speed, the timeline, a step back and forward. */
    listen(replay) {
        replay.play.addEventListener('click', () => this.toggle(replay));
        replay.speedSelect.addEventListener('change', () => replay.speed = Number(replay.speedSelect.value) || 1);
        replay.timeline.addEventListener('input', () => {
            this.pause(replay);
            this.seek(replay, Number(replay.timeline.value));
        });
        replay.back.addEventListener('click', () => this.stepBy(replay, -1));
        replay.forward.addEventListener('click', () => this.stepBy(replay, 1));
    },

    toggle(replay) {
        if (replay.playing) {
            this.pause(replay);
            return;
        }
        if (replay.at >= replay.frames.length) this.seek(replay, 0);
        replay.playing = true;
        replay.last = performance.now();
        replay.play.textContent = replay.words.pause;
        replay.play.setAttribute('aria-pressed', 'true');
        requestAnimationFrame(now => this.tick(replay, now));
    },

    pause(replay) {
        replay.playing = false;
        replay.play.textContent = replay.words.play;
        replay.play.setAttribute('aria-pressed', 'false');
    },

    tick(replay, now) {
        if (!replay.playing || !replay.root.isConnected) return;
        replay.clock += (now - replay.last) * replay.speed;
        replay.last = now;
        const frames = replay.frames;
        while (replay.at < frames.length && frames[replay.at][0] <= replay.clock) this.apply(replay, frames[replay.at++]);
        if (replay.at >= frames.length) {
            replay.clock = frames.length ? frames[frames.length - 1][0] : 0;
            this.pause(replay);
        }
        this.show(replay);
        if (replay.playing) requestAnimationFrame(next => this.tick(replay, next));
    },

    /** One step back or on: the grid as the frame before (or the next frame) left it. */
    stepBy(replay, by) {
        this.pause(replay);
        const target = Math.max(0, Math.min(replay.frames.length, replay.at + by));
        this.paintTo(replay, target);
        replay.clock = target > 0 ? replay.frames[target - 1][0] : 0;
        this.show(replay);
    },

    /** The grid at this replay time: every frame up to it painted from the empty grid. */
    seek(replay, millis) {
        let target = 0;
        while (target < replay.frames.length && replay.frames[target][0] <= millis) target++;
        this.paintTo(replay, target);
        replay.clock = Math.min(millis, replay.end);
        this.show(replay);
    },

    paintTo(replay, target) {
        if (target < replay.at) {
            replay.values.fill(0);
            replay.notes.fill(0);
            replay.at = 0;
        }
        while (replay.at < target) this.apply(replay, replay.frames[replay.at++]);
    },

    apply(replay, frame) {
        const changes = frame[2];
        for (let k = 0; k < changes.length; k += 3) {
            replay.values[changes[k]] = changes[k + 1];
            replay.notes[changes[k]] = changes[k + 2];
        }
    },

    /** Paints the cells, the time, the step and the help as the frames painted so far leave them. */
    show(replay) {
        const { n, words } = replay;
        replay.cells.forEach((cell, i) => {
            const value = replay.values[i] ? String(replay.values[i]) : '';
            const shown = cell.querySelector('.value');
            if (shown.textContent !== value) shown.textContent = value;
            const spans = [], noted = [];
            for (let d = 1; d <= n; d++) {
                if (replay.notes[i] & 1 << d) {
                    spans.push(this.span('note-' + d, String(d)));
                    noted.push(d);
                }
            }
            cell.querySelector('.notes').replaceChildren(...spans);
            cell.setAttribute('aria-label', replay.prefixes[i] + (value ? replay.format.words.value + value : replay.format.words.empty)
                + (noted.length ? replay.format.words.notes + noted.join(', ') : ''));
        });
        const frame = replay.at > 0 ? replay.frames[replay.at - 1] : null;
        const done = replay.at >= replay.frames.length;
        // A range takes values on its steps only: at the end the thumb goes to max, past the last frame.
        replay.timeline.value = done ? replay.timeline.max : String(Math.round(replay.clock));
        replay.timeline.setAttribute('aria-valuetext', this.clock(replay.clock));
        replay.time.textContent = this.clock(replay.clock) + ' / ' + this.clock(replay.end);
        replay.back.disabled = replay.at === 0;
        replay.forward.disabled = done;
        replay.step.textContent = frame ? this.describe(replay, frame) : words.start;
        const [checks, hints, revealed, gaveUp] = frame ? frame.slice(3) : [0, 0, 0, 0];
        const used = [];
        if (checks) used.push(checks + (checks === 1 ? words.check : words.checks));
        if (hints) used.push(hints + (hints === 1 ? words.hint : words.hints));
        if (revealed) used.push(revealed + (revealed === 1 ? words.revealedCell : words.revealedCells));
        if (gaveUp) used.push(words.gaveUp);
        replay.help.textContent = used.length ? words.helpUsed + used.join(', ') : words.noHelp;
    },

    /** The step of a frame in words: "Wrote 5 in row 2, column 3", "Undo", "Check". */
    describe(replay, frame) {
        const [, step, changes] = frame, words = replay.words, name = words.steps[step];
        // Each sentence comes whole from the server, in the page's language; only the numbers go in here.
        const fill = (sentence, i, digit) => sentence.replace('{row}', Math.floor(i / replay.n) + 1)
            .replace('{column}', i % replay.n + 1).replace('{digit}', digit).replace('{step}', name);
        // A digit changes its own cell's digit, and may strike its notes out of other cells, all empty.
        if (step <= 1) {
            for (let k = 0; k < changes.length; k += 3) if (changes[k + 1]) return fill(words.at[step], changes[k], changes[k + 1]);
        }
        if (step <= 4 && changes.length) return fill(step <= 1 ? words.atCell : words.at[step], changes[0], '');
        return name;
    },

    clock(millis) {
        const seconds = Math.floor(millis / 1000), minutes = Math.floor(seconds / 60), hours = Math.floor(minutes / 60);
        const two = x => String(x).padStart(2, '0');
        return hours ? hours + ':' + two(minutes % 60) + ':' + two(seconds % 60) : minutes + ':' + two(seconds % 60);
    },

    span(className, text) {
        const span = document.createElement('span');
        span.className = className;
        span.setAttribute('aria-hidden', 'true');
        span.textContent = text;
        return span;
    },
};
