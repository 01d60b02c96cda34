public import DesignSystem

/// Draws a browser state as a frame: a header that says where you are, the shown screen with
/// its links underlined and the chosen one reversed, and a footer with the main keys, a notice
/// or the search prompt. Every row fits the terminal's width, whatever the screen drew.
public struct FrameComposer: Sendable {
    public let styler: Styler

    public init(styler: Styler) {
        self.styler = styler
    }

    public func compose<Place>(_ state: BrowserState<Place>) -> Frame {
        let size = state.size
        let columns = max(1, size.columns)
        var rows = [header(state, columns: columns)]
        let body = self.body(state, columns: columns)
        rows += body.prefix(state.bodyHeight)
        rows += Array(repeating: "", count: max(0, state.bodyHeight - body.count))
        var cursor: Frame.Cursor?
        if case .searching(let words) = state.mode {
            let prompt = "Search: "
            let shown = String(words.suffix(max(1, columns - prompt.count - 1)))
            rows.append(prompt + shown)
            cursor = Frame.Cursor(row: rows.count, column: min(columns, DisplayWidth.of(prompt + shown) + 1))
        } else if case .answering(let pageKey, let line) = state.mode {
            let prompt = (pageKey.question ?? "") + " "
            let (shown, column, _) = line.window(width: max(1, columns - DisplayWidth.of(prompt) - 1))
            rows.append(prompt + shown)
            cursor = Frame.Cursor(row: rows.count, column: min(columns, DisplayWidth.of(prompt) + column + 1))
        } else if case .typing(let line) = state.mode, state.notice == nil {
            let prompt = state.lineInput?.prompt ?? "> "
            let (shown, column, _) = line.window(width: max(1, columns - DisplayWidth.of(prompt) - 1))
            rows.append(prompt + shown)
            cursor = Frame.Cursor(row: rows.count, column: min(columns, DisplayWidth.of(prompt) + column + 1))
        } else {
            rows.append(footer(state, columns: columns))
        }
        let visible = rows.prefix(max(1, size.rows)).map { DisplayWidth.clip($0, to: columns) }
        return Frame(rows: Array(visible), cursor: cursor.flatMap { $0.row <= visible.count ? $0 : nil })
    }

    // MARK: Parts

    /// The place and its position in the history, reversed across the whole width. Once a screen
    /// is drawn its own heading names it; before, the place's title does.
    private func header<Place>(_ state: BrowserState<Place>, columns: Int) -> String {
        let history = state.history
        var name = history.current.place.title
        var position = history.position
        if state.awaited?.isAnnounced != true, let shown = state.shown, let shownPosition = history.position(of: shown.entryID) {
            name = shown.page.heading
            position = shownPosition
        }
        let place = " " + DisplayWidth.truncate("popcorn › " + name, to: max(1, columns - 10))
        let count = "\(position + 1)/\(history.entries.count) "
        let gap = max(1, columns - DisplayWidth.of(place) - DisplayWidth.of(count))
        return LinkHighlight.reversing(place + String(repeating: " ", count: gap) + count, column: 0, width: columns)
    }

    private func body<Place>(_ state: BrowserState<Place>, columns: Int) -> [String] {
        if state.mode == .help { return help(columns: columns, pageKeys: state.showsCurrent ? state.shown?.page.keys ?? [] : []) }
        if state.awaited?.isAnnounced == true { return [styler.paint("Loading…", as: .muted)] }
        guard let shown = state.shown else { return [] }
        let page = shown.page
        let footer = page.isError ? BrowserPage<Place>.errorFooter : []
        return state.viewport.lines.compactMap { index in
            if index < page.lines.count { return mark(page.lines[index], line: index, of: page, selection: state.selection) }
            let extra = index - page.lines.count
            return footer.indices.contains(extra) ? styler.paint(footer[extra], as: .muted) : nil
        }
    }

    private func mark<Place>(_ line: String, line index: Int, of page: BrowserPage<Place>, selection: Int?) -> String {
        var marked = line
        for (number, link) in page.links.enumerated() where link.line == index {
            marked =
                number == selection
                ? LinkHighlight.reversing(marked, column: link.column, width: link.width)
                : LinkHighlight.underlining(marked, column: link.column, width: link.width)
        }
        return marked
    }

    private func footer<Place>(_ state: BrowserState<Place>, columns: Int) -> String {
        if let notice = state.notice { return styler.paint(DisplayWidth.truncate(notice, to: columns - 1), as: .warning) }
        if state.replying != nil, state.replying == state.shown?.entryID {
            return styler.paint(DisplayWidth.truncate("An answer is arriving: Ctrl-C stops it.", to: columns - 1), as: .muted)
        }
        if state.lineInput != nil {
            let keys = columns >= 72 ? "i or ⏎ type a question  ↑↓ scroll  ← back  ? keys  q quit" : "i type ← back ? keys q quit"
            return styler.paint(DisplayWidth.truncate(keys, to: columns - 1), as: .muted)
        }
        let keys =
            columns >= 72
            ? "↑↓ move  ⏎ open  ← back  → forward  / search  h home  ? keys  q quit"
            : "↑↓ ⏎ open ← back / search ? keys q quit"
        return styler.paint(DisplayWidth.truncate(keys, to: columns - 1), as: .muted)
    }

    /// The keys screen, fitted to the width: the descriptions give way first.
    private func help(columns: Int, pageKeys: [PageKey]) -> [String] {
        let keys = [
            ["↑ ↓  j k", "choose the link above or below"],
            ["PgUp PgDn ␣", "scroll a page"],
            ["Enter", "open the chosen link"],
            ["← Backspace", "back"],
            ["→", "forward"],
            ["/", "search; Enter shows the results"],
            ["i", "type on a chat's line; Esc leaves it"],
            ["h", "home"],
            ["Ctrl-L", "draw the screen again"],
            ["?", "these keys"],
            ["q  Ctrl-C", "quit (Ctrl-C stops an answer arriving)"],
        ]
        let table = TextTable(
            columns: [TableColumn("Key", role: .accent), TableColumn("Does", isShrinkable: true)],
            rows: pageKeys.map { [String($0.character), $0.label] } + keys, showsHeader: false)
        return [styler.paint("Keys", as: .heading), ""] + table.render(width: columns, styler: styler) + [
            "", styler.paint(DisplayWidth.truncate("Any key returns to the screen.", to: columns), as: .muted),
        ]
    }
}
