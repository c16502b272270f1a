// Paints the grid that BoardComponent describes. The server decides everything (digits, notes,
// marks, spoken names, the selection); keeping the cells out of Vaadin's server-side tree is what
// lets an open game cost little memory. Cells keep the classes the stylesheet knows.
window.calcoolationBoard = {
    WALLS: ['wall-top', 'wall-right', 'wall-bottom', 'wall-left'],

    /** A fresh grid of n × n empty cells: walls are bit masks (1 top, 2 right, 4 bottom, 8 left), clues by cell. */
    build(board, n, walls, clues) {
        const rows = [];
        for (let r = 0; r < n; r++) {
            const row = document.createElement('div');
            row.className = 'board-row';
            row.setAttribute('role', 'row');
            for (let c = 0; c < n; c++) {
                const i = r * n + c, cell = document.createElement('div');
                cell.dataset.i = i;
                cell.dataset.base = ['cell', ...this.WALLS.filter((_, side) => walls[i] & 1 << side)].join(' ');
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
        board.calcoolation = { n, cells: board.querySelectorAll('.cell'), marks: new Array(n * n).fill('') };
    },

    /** Changes come five at a time: cell, digit (0 empty), notes (bit d for note d), marks (class names), spoken name. */
    paint(board, selected, changes) {
        const grid = board.calcoolation;
        if (!grid) return;
        for (let k = 0; k < changes.length; k += 5) {
            const i = changes[k], cell = grid.cells[i];
            cell.querySelector('.value').textContent = changes[k + 1] ? String(changes[k + 1]) : '';
            const notes = [];
            for (let d = 1; d <= 12; d++) if (changes[k + 2] & 1 << d) notes.push(this.span('note-' + d, String(d)));
            cell.querySelector('.notes').replaceChildren(...notes);
            grid.marks[i] = changes[k + 3];
            cell.setAttribute('aria-label', changes[k + 4]);
        }
        const n = grid.n, row = Math.floor(selected / n), col = selected % n;
        grid.cells.forEach((cell, i) => {
            const here = i === selected, peer = selected >= 0 && !here && (Math.floor(i / n) === row || i % n === col);
            cell.className = [cell.dataset.base, grid.marks[i], here ? 'selected' : '', peer ? 'peer' : ''].filter(Boolean).join(' ');
            cell.setAttribute('aria-selected', String(here));
            cell.setAttribute('tabindex', i === Math.max(selected, 0) ? '0' : '-1');
        });
    },

    focus(board, i) {
        board.calcoolation?.cells[i]?.focus({ preventScroll: true });
    },

    span(className, text) {
        const span = document.createElement('span');
        span.className = className;
        span.setAttribute('aria-hidden', 'true');
        span.textContent = text;
        return span;
    },
};
