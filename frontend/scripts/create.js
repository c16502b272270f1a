// The puzzle editor's grid (/create, create/ui/EditorGrid): turns a drag, a tap or a key into one
// 'create-edit' event for the server, which owns the cages and paints them. Which cell has the keys
// is the page's own: a roving tabindex, so the server's repaints never move it.
window.calcoolationCreate = {
    /** Listens on the grid once, however often the server calls it. */
    attach(grid) {
        if (grid.calcoolationCreate) return;
        grid.calcoolationCreate = { stroke: [] };
        grid.addEventListener('pointerdown', event => this.down(grid, event));
        grid.addEventListener('pointermove', event => this.move(grid, event));
        grid.addEventListener('pointerup', () => this.up(grid));
        grid.addEventListener('pointercancel', () => this.end(grid));
        grid.addEventListener('keydown', event => this.key(grid, event));
    },

    /** The cell under a point, if it is one of this grid's: a touch keeps its first target, so the point is asked. */
    cellAt(grid, x, y) {
        const cell = document.elementFromPoint(x, y)?.closest('[data-i]');
        return cell && grid.contains(cell) ? cell : null;
    },

    down(grid, event) {
        const cell = this.cellAt(grid, event.clientX, event.clientY);
        if (!cell || event.button > 0) return;
        event.preventDefault();
        grid.calcoolationCreate.stroke = [Number(cell.dataset.i)];
        cell.classList.add('stroke');
        this.focus(grid, Number(cell.dataset.i));
    },

    move(grid, event) {
        const state = grid.calcoolationCreate;
        if (state.stroke.length === 0) return;
        const cell = this.cellAt(grid, event.clientX, event.clientY);
        const i = cell ? Number(cell.dataset.i) : -1;
        if (i < 0 || state.stroke.includes(i)) return;
        state.stroke.push(i);
        cell.classList.add('stroke');
    },

    /** One cell is a tap; more are a stroke, which joins them all to the first cell's cage. */
    up(grid) {
        const stroke = grid.calcoolationCreate.stroke;
        if (stroke.length > 0) this.send(grid, stroke.length === 1 ? 'TAP' : 'DRAW', stroke);
        this.end(grid);
    },

    end(grid) {
        grid.calcoolationCreate.stroke = [];
        grid.querySelectorAll('.stroke').forEach(cell => cell.classList.remove('stroke'));
    },

    send(grid, kind, cells) {
        grid.dispatchEvent(new CustomEvent('create-edit', { detail: { kind, cells } }));
    },

    /** Arrows move; Shift and an arrow join the next cell; Enter picks the cage to type its clue; Space taps; Delete frees. */
    key(grid, event) {
        const cells = grid.querySelectorAll('[data-i]'), n = Math.round(Math.sqrt(cells.length));
        const from = Number(document.activeElement?.dataset?.i ?? -1);
        if (from < 0) return;
        const step = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 }[event.key];
        if (step !== undefined) {
            const to = from + step, sameRow = Math.floor(to / n) === Math.floor(from / n);
            if (to < 0 || to >= n * n || (Math.abs(step) === 1 && !sameRow)) return;
            if (event.shiftKey) this.send(grid, 'DRAW', [from, to]);
            this.focus(grid, to);
        } else if (event.key === 'Enter') this.send(grid, 'PICK', [from]);
        else if (event.key === ' ') this.send(grid, 'TAP', [from]);
        else if (event.key === 'Delete' || event.key === 'Backspace') this.send(grid, 'FREE', [from]);
        else return;
        event.preventDefault();
    },

    /** Gives cell i the keys, and the grid's one tab stop. */
    focus(grid, i) {
        const cell = grid.querySelector(`[data-i="${i}"]`);
        if (!cell) return;
        grid.querySelectorAll('[tabindex="0"]').forEach(other => other.setAttribute('tabindex', '-1'));
        cell.setAttribute('tabindex', '0');
        cell.focus();
    }
};
