// Paints the grid that BoardComponent describes. The server decides everything (digits, notes,
// marks, spoken names, the selection); keeping the cells out of Vaadin's server-side tree is what
// lets an open game cost little memory. Cells keep the classes the stylesheet knows.
// The message format (values per changed cell, the class of each wall bit and mark bit) comes from
// the server with every new grid: BoardComponent.FORMAT spells it once.
window.calcoolationBoard = {
    /** The keys the server wants: digits, N, Backspace, Delete and arrows, or Ctrl/⌘ with Z or Y; never with Alt. */
    wants(event) {
        if (event.altKey) return false;
        if (event.ctrlKey || event.metaKey) return ['z', 'Z', 'y', 'Y'].includes(event.key);
        return /^[0-9nN]$/.test(event.key) || ['Backspace', 'Delete', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(event.key);
    },

    /** The index of the cell a click landed on, -1 outside the cells. */
    cellOf(event) {
        return Number(event.target.closest('.cell')?.dataset.i ?? -1);
    },

    /** A fresh grid of n × n empty cells: walls are bit masks, clues by cell, format as the server spells it. */
    build(board, n, walls, clues, format) {
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
                if (clues[i]) cell.append(this.span('clue', clues[i]));
                cell.append(this.span('value', ''), this.span('notes', ''));
                row.append(cell);
            }
            rows.push(row);
        }
        board.replaceChildren(...rows);
        board.calcoolation = { n, format, cells: board.querySelectorAll('.cell'), marks: new Array(n * n).fill('') };
    },

    /** Changes come format.stride at a time: cell, digit (0 empty), notes (bit d for note d), mark bits, spoken name. */
    paint(board, selected, changes) {
        const grid = board.calcoolation;
        if (!grid) return;
        const { stride, marks } = grid.format;
        for (let k = 0; k < changes.length; k += stride) {
            const i = changes[k], cell = grid.cells[i];
            cell.querySelector('.value').textContent = changes[k + 1] ? String(changes[k + 1]) : '';
            const notes = [];
            for (let d = 1; d <= 12; d++) if (changes[k + 2] & 1 << d) notes.push(this.span('note-' + d, String(d)));
            cell.querySelector('.notes').replaceChildren(...notes);
            grid.marks[i] = marks.filter((_, bit) => changes[k + 3] & 1 << bit).join(' ');
            cell.setAttribute('aria-label', changes[k + 4]);
        }
        const n = grid.n, row = Math.floor(selected / n), col = selected % n;
        grid.cells.forEach((cell, i) => {
            const here = i === selected, peer = selected >= 0 && !here && (Math.floor(i / n) === row || i % n === col);
            cell.className = [cell.dataset.base, grid.marks[i], here ? 'selected' : '', peer ? 'peer' : ''].filter(Boolean).join(' ');
            cell.setAttribute('aria-selected', String(here));
            cell.setAttribute('tabindex', i === Math.max(selected, 0) ? '0' : '-1');
        });
        grid.selected = selected;
        this.markSameDigit(board);
        this.zoomNotes(board, selected);
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

    /** On 10×10 to 12×12, the selected cell's notes written large under the grid, where a phone can show them. */
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
