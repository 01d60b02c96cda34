import DesignSystem

/// Moving between places: back, forward, to a link's place or a search, and showing the screen
/// a place led to once it is drawn.
extension BrowserState {
    enum Move {
        case back, forward
        case to(Place)
    }

    /// Remembers where the current place was left, makes the move, and asks for the screen it led to.
    mutating func leave(_ move: Move) -> [BrowserEffect<Place>] {
        let before = history.current
        if showsCurrent { history.remember(selection: selection, scroll: viewport.top) }
        switch move {
        case .back:
            guard history.back() else {
                notice = "There is no page before this one."
                return []
            }
        case .forward:
            guard history.forward() else {
                notice = "There is no page after this one."
                return []
            }
        case .to(let place):
            history.push(place)
        }
        guard history.current.id != before.id else { return [] }
        var effects: [BrowserEffect<Place>] = []
        if awaited?.entryID == before.id { effects.append(.cancel(entryID: before.id)) }
        if replying == before.id { effects.append(.stopReply(entryID: before.id)) }
        return effects + wait(for: history.current)
    }

    mutating func wait(for entry: BrowserHistory<Place>.Entry) -> [BrowserEffect<Place>] {
        awaited = Awaited(entryID: entry.id, isAnnounced: false)
        return [.show(entryID: entry.id, place: entry.place)]
    }

    mutating func openSelection() -> [BrowserEffect<Place>] {
        if lineInput != nil, selection == nil {
            mode = .typing(LineEdit())
            return []
        }
        guard showsCurrent, let shown, let selection, shown.page.links.indices.contains(selection) else { return [] }
        switch shown.page.links[selection].destination {
        case .place(let place): return leave(.to(place))
        case .searchPrompt:
            mode = .searching("")
            return []
        }
    }

    /// Shows `page`: a redraw keeps the chosen link and the scroll, a first draw takes them from
    /// the history (where going back left them), else the first link from the top.
    mutating func accept(_ page: BrowserPage<Place>, for entry: BrowserHistory<Place>.Entry, isRedraw: Bool) {
        let chosen = isRedraw ? selection : entry.selection
        let top = isRedraw ? viewport.top : entry.scroll
        shown = Shown(entryID: entry.id, page: page)
        awaited = nil
        selection = page.links.isEmpty ? nil : min(max(0, chosen ?? 0), page.links.count - 1)
        viewport = Viewport(top: top, height: bodyHeight, lineCount: page.bodyLineCount)
        revealSelection()
        guard page.input != nil else { return }
        // A screen that takes a line shows its end, where the answer comes, and opens the line
        // when it is first shown.
        viewport.reveal(page.bodyLineCount - 1)
        if !isRedraw, mode == .browsing { mode = .typing(LineEdit()) }
    }
}
