// The little the pages do in the browser; everything else happens on the server. Loaded on every
// page by MainLayout; each function is called from Java by name.

// A reload while the server cannot be reached gets a page that says so and retries (offline-worker.js).
navigator.serviceWorker?.register('/offline-worker.js').catch(() => {});
// A play page that unloads (a typed address, a bookmark, a closed tab) tells the server it left its game,
// so that its share of the clock stops at once (game/ui/LeftBeacon); the browser sends a beacon after the page is gone.
addEventListener('pagehide', () => {
    for (const page of document.querySelectorAll('[data-seat]')) navigator.sendBeacon('/play/left', page.dataset.seat);
});
// A seat that sent its beacon never runs the clock again: a page back from the back/forward cache loads afresh for a new one.
addEventListener('pageshow', event => {
    if (event.persisted && document.querySelector('[data-seat]')) location.reload();
});

window.calcoolation = {
    /** Tells the game page (view) when the tab is hidden or shown again; one listener per page, and the state at once if hidden. */
    watchVisibility(view) {
        if (window.calcoolationVisibility) document.removeEventListener('visibilitychange', window.calcoolationVisibility);
        window.calcoolationVisibility = () => view.$server.pageVisibility(document.visibilityState === 'visible');
        document.addEventListener('visibilitychange', window.calcoolationVisibility);
        if (document.visibilityState !== 'visible') window.calcoolationVisibility();
    },

    /**
     * Vaadin's own words, English whatever the page's language: the connection indicator's "Online"
     * (a status a screen reader reads) and a password field's "Show password" button, on every
     * password field drawn from now on as well (the login form draws its own).
     */
    vaadinWords(online, reveal) {
        customElements.whenDefined('vaadin-connection-indicator').then(() => {
            const indicator = document.querySelector('vaadin-connection-indicator');
            if (indicator) indicator.onlineText = online;
        });
        const say = field => {
            if (field.i18n?.reveal !== reveal) field.i18n = {...field.i18n, reveal};
        };
        customElements.whenDefined('vaadin-password-field').then(() => {
            const type = customElements.get('vaadin-password-field').prototype;
            if (!type.calcoolationConnected) {
                type.calcoolationConnected = type.connectedCallback;
                type.connectedCallback = function () {
                    type.calcoolationConnected.call(this);
                    say(this);
                };
            }
            document.querySelectorAll('vaadin-password-field').forEach(say);
        });
    },

    /** The header's menu button on a phone: opens and closes the links, in the browser alone. */
    menu(button) {
        if (button.calcoolationMenu) return;
        button.calcoolationMenu = true;
        const header = button.closest('.site-header');
        const show = open => {
            button.setAttribute('aria-expanded', String(open));
            header.classList.toggle('menu-open', open);
        };
        button.addEventListener('click', () => show(button.getAttribute('aria-expanded') !== 'true'));
        // The header stays on the page from view to view: a followed link closes the menu.
        header.addEventListener('click', event => {
            if (event.target.closest('.site-links a')) show(false);
        });
        // Escape closes an open menu and gives focus back to its button, as for any disclosure.
        header.addEventListener('keydown', event => {
            if (event.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return;
            show(false);
            button.focus();
        });
    },

    /** Light or dark: the system's choice until the player presses the toggle (button), then theirs, remembered in localStorage. */
    theme(button) {
        const root = document.documentElement, key = 'calcoolation-theme';
        const system = matchMedia('(prefers-color-scheme: dark)');
        const apply = () => {
            const choice = localStorage.getItem(key);
            const dark = choice ? choice === 'dark' : system.matches;
            root.setAttribute('theme', dark ? 'dark' : 'light');
            root.style.colorScheme = dark ? 'dark' : 'light';
            button.setAttribute('aria-pressed', String(dark));
        };
        if (!button.calcoolationTheme) {
            button.calcoolationTheme = true;
            button.addEventListener('click', () => {
                localStorage.setItem(key, button.getAttribute('aria-pressed') === 'true' ? 'light' : 'dark');
                apply();
            });
            system.addEventListener('change', apply);
        }
        apply();
    },

    /**
     * Counts on from base ms while running, in the text node the server made (el), so that the
     * server's next value replaces it cleanly.
     */
    tick(el, base, running, grace) {
        const since = Date.now();
        this.heard = since;
        this.hearConnection();
        const two = v => String(v).padStart(2, '0');
        const format = s => s >= 3600
            ? Math.floor(s / 3600) + ':' + two(Math.floor(s / 60) % 60) + ':' + two(s % 60)
            : two(Math.floor(s / 60)) + ':' + two(s % 60);
        let frozen = null;
        const show = () => {
            // Offline, the server stops counting `grace` after it last heard from the page; so does
            // this, until the server's next value (it starts again when the page is heard again).
            const state = window.Vaadin?.connectionState?.state;
            const stop = grace ? Math.max(since, this.heard + grace) : Infinity;
            if (frozen === null && (state === 'reconnecting' || state === 'connection-lost') && Date.now() >= stop) frozen = stop;
            const now = frozen ?? Date.now();
            const text = format(Math.floor((base + (running ? now - since : 0)) / 1000));
            if (el.firstChild) el.firstChild.nodeValue = text;
        };
        clearInterval(el._tick);
        show();
        if (running) el._tick = setInterval(show, 250);
    },

    /** When the page last heard from the server: each round trip that came back, each clock sync. */
    heard: Date.now(),

    hearConnection() {
        const connection = window.Vaadin?.connectionState;
        if (!connection || this.hearsConnection) return;
        this.hearsConnection = true;
        connection.addStateChangeListener((before, now) => {
            if (now === 'connected') this.heard = Date.now();
        });
    },

    /**
     * Posts the name and password still in the page's fields to Spring Security's login, as the
     * login form does, with the CSRF token Spring puts in the page; the password never travels back.
     */
    signIn(username, password) {
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = 'login';
        const field = (name, value) => {
            const input = document.createElement('input');
            input.type = 'hidden';
            input.name = name;
            input.value = value;
            form.appendChild(input);
        };
        field('username', username.value);
        field('password', password.value);
        const csrfName = document.querySelector('meta[name="_csrf_parameter"]'), csrf = document.querySelector('meta[name="_csrf"]');
        if (csrfName && csrf) field(csrfName.content, csrf.content);
        document.body.appendChild(form);
        form.submit();
    },

    /** Draws a line chart of times in host, with Chart.js once it has loaded; points are {x, y, clean}. */
    chart(host, points, seconds) {
        host.points = points;
        host.seconds = seconds;
        if (!this.chartsFollowScheme) {
            // A canvas does not follow CSS: when the device turns dark or light, the charts are drawn again.
            this.chartsFollowScheme = true;
            matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () =>
                document.querySelectorAll('.time-chart').forEach(chart => chart.points && this.chart(chart, chart.points, chart.seconds)));
        }
        const draw = () => {
            if (!window.Chart) { setTimeout(draw, 50); return; }
            if (host.chart) host.chart.destroy();
            // Chart.js's own grey (#666) is 2.6:1 on the dark theme's background: the axes take the page's colours.
            const text = this.colour(host, '--lumo-secondary-text-color'), line = this.colour(host, '--lumo-contrast-10pct');
            const axis = { ticks: { color: text }, grid: { color: line }, border: { color: line } };
            host.replaceChildren(document.createElement('canvas'));
            host.chart = new Chart(host.firstChild, {
                type: 'line',
                data: { labels: points.map(p => p.x), datasets: [{ label: seconds, data: points.map(p => p.y),
                    pointStyle: points.map(p => p.clean ? 'circle' : 'triangle'), pointRadius: 4, tension: 0.2 }] },
                options: { animation: false, maintainAspectRatio: false, plugins: { legend: { display: false } },
                    scales: { x: axis, y: { ...axis, beginAtZero: true, title: { display: true, text: seconds, color: text } } } }
            });
        };
        draw();
    },

    /** A theme colour as a canvas takes it: the browser resolves the custom property to rgb() in a probe. */
    colour(host, property) {
        const probe = document.createElement('span');
        probe.style.color = `var(${property})`;
        host.appendChild(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
    },
};

// Vaadin's connection indicator sits outside every landmark (axe-core's "region" rule); what it
// says ("Connection lost", "Reconnecting") is a status message, so it is marked as one.
document.querySelector('vaadin-connection-indicator')?.setAttribute('role', 'status');

// A confirm dialog draws its title bar in a <header> of its own shadow DOM, and a <header> outside
// a section is a banner landmark: with "Restart" or "Reveal solution" asking, the page had two
// banners, the site's header and the dialog's title bar (axe-core's landmark-no-duplicate-banner).
// The title bar belongs to the dialog, not to the site, so it is made a plain box.
{
    // Its button bar is a <footer> with role toolbar, a role a footer may not take (axe-core's aria-allowed-role).
    const plainTitleBar = dialog => dialog.shadowRoot?.querySelector('#overlay')?.shadowRoot?.querySelectorAll('header, footer')
        .forEach(bar => bar.setAttribute('role', 'none'));
    new MutationObserver(changes => changes.flatMap(change => [...change.addedNodes])
        .filter(node => node.localName === 'vaadin-confirm-dialog')
        .forEach(dialog => {
            // The title bar is drawn when the dialog first opens, which may be just before or after it is added.
            const plain = () => requestAnimationFrame(() => plainTitleBar(dialog));
            dialog.addEventListener('opened-changed', plain);
            plain();
        }))
        .observe(document.body, { childList: true });
}

// An open select's list is a listbox, and a listbox needs a name (axe-core's aria-input-field-name): it
// takes the select's label. A select's opened-changed does not bubble; the capture phase hears it.
document.addEventListener('opened-changed', event => {
    const select = event.target;
    if (select.localName !== 'vaadin-select' || !select.label) return;
    const list = select.querySelector('vaadin-select-list-box');
    if (list && list.getAttribute('aria-label') !== select.label) list.setAttribute('aria-label', select.label);
}, true);
