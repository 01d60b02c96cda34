import DesignSystem
import Foundation

extension BrowserState {
    /// The browser after `event`, and what its shell must do next.
    public func step(_ event: BrowserEvent<Place>) -> (BrowserState, [BrowserEffect<Place>]) {
        var next = self
        let effects = next.handle(event)
        return (next, effects)
    }

    private mutating func handle(_ event: BrowserEvent<Place>) -> [BrowserEffect<Place>] {
        guard exitStatus == nil else { return [] }
        switch event {
        case .start:
            return wait(for: history.current)
        case .key(let key):
            notice = nil
            return press(key)
        case .resized(let newSize):
            size = newSize
            viewport = Viewport(top: viewport.top, height: bodyHeight, lineCount: viewport.lineCount)
            revealSelection()
            guard let shown, awaited == nil else { return [.repaint] }
            return [.repaint, .redraw(entryID: shown.entryID)]
        case .ended(let status):
            exitStatus = status
            return []
        case .drawn(let entryID, let page, let warning):
            guard entryID == history.current.id else { return [] }
            accept(page, for: history.current, isRedraw: showsCurrent)
            if let warning { notice = warning }
            return []
        case .loadingDue(let entryID):
            if awaited?.entryID == entryID { awaited?.isAnnounced = true }
            return []
        case .changed(let entryID):
            return showsCurrent && shown?.entryID == entryID ? [.redraw(entryID: entryID)] : []
        case .replyEnded(let entryID):
            if replying == entryID { replying = nil }
            return showsCurrent && shown?.entryID == entryID ? [.redraw(entryID: entryID)] : []
        case .acted(let entryID, let message):
            guard entryID == history.current.id, showsCurrent else { return [] }
            notice = message
            history.remember(selection: selection, scroll: viewport.top)
            return [.cancel(entryID: entryID)] + wait(for: history.current)
        }
    }

    // MARK: Keys

    private mutating func press(_ key: Key) -> [BrowserEffect<Place>] {
        switch mode {
        case .help:
            mode = .browsing
            if key == .interrupt || key == .character("q") { exitStatus = Self.success }
            return []
        case .searching(let words):
            return type(key, after: words)
        case .typing(let line):
            return edit(line, with: key)
        case .answering(let pageKey, let line):
            return answer(pageKey, line, with: key)
        case .browsing:
            return browse(key)
        }
    }

    private mutating func browse(_ key: Key) -> [BrowserEffect<Place>] {
        switch key {
        case .interrupt where replying != nil: return stopReply()
        case .character("q"), .interrupt: exitStatus = Self.success
        case .character("i") where lineInput != nil: mode = .typing(LineEdit())
        case .up, .character("k"): moveSelection(by: -1)
        case .down, .character("j"): moveSelection(by: 1)
        case .pageDown, .character(" "): page(by: 1)
        case .pageUp: page(by: -1)
        case .enter: return openSelection()
        case .left, .backspace: return leave(.back)
        case .right: return leave(.forward)
        case .character("h"): return leave(.to(.home))
        case .character("/"): mode = .searching("")
        case .character("?"): mode = .help
        case .redraw: return [.repaint]
        case .character(let character):
            guard showsCurrent, let shown, let pageKey = shown.page.keys.first(where: { $0.character == character }) else {
                notice = "Press ? for the keys."
                return []
            }
            guard pageKey.question != nil else { return [.act(entryID: shown.entryID, key: character, answer: nil)] }
            mode = .answering(pageKey, LineEdit())
        default: notice = "Press ? for the keys."
        }
        return []
    }

    /// A key while answering a screen key's question: Enter sends the answer (an empty one too,
    /// which skips it), Escape and Ctrl-C give up, the rest edit the line.
    private mutating func answer(_ pageKey: PageKey, _ line: LineEdit, with key: Key) -> [BrowserEffect<Place>] {
        var line = line
        switch key {
        case .escape, .interrupt:
            mode = .browsing
        case .enter:
            mode = .browsing
            guard showsCurrent, let shown else { return [] }
            return [.act(entryID: shown.entryID, key: pageKey.character, answer: line.text.trimmingCharacters(in: .whitespaces))]
        default:
            _ = line.apply(key)
            mode = .answering(pageKey, line)
        }
        return []
    }

    private mutating func type(_ key: Key, after words: String) -> [BrowserEffect<Place>] {
        switch key {
        case .interrupt: exitStatus = Self.success
        case .escape: mode = .browsing
        case .backspace: mode = .searching(String(words.dropLast()))
        case .character(let character): mode = .searching(words + String(character))
        case .enter:
            mode = .browsing
            let query = words.trimmingCharacters(in: .whitespaces)
            guard !query.isEmpty else { return [] }
            return leave(.to(.search(query)))
        default: break
        }
        return []
    }

    /// A key on the line a screen takes: it edits the line (as `LineEdit.apply` does), Enter sends it (once the last reply
    /// has ended), Escape leaves it; the arrows up and down and the page keys scroll the screen.
    private mutating func edit(_ line: LineEdit, with key: Key) -> [BrowserEffect<Place>] {
        var line = line
        switch key {
        case .interrupt where replying != nil: return stopReply()
        case .interrupt: exitStatus = Self.success
        case .escape: mode = .browsing
        case .up: viewport.scroll(by: -1)
        case .down: viewport.scroll(by: 1)
        case .pageUp: viewport.scroll(by: -max(1, bodyHeight - 1))
        case .pageDown: viewport.scroll(by: max(1, bodyHeight - 1))
        case .redraw: return [.repaint]
        case .enter:
            let text = line.text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, let shown, showsCurrent else { return [] }
            guard replying == nil else {
                notice = "An answer is still arriving: Ctrl-C stops it."
                return []
            }
            mode = .typing(LineEdit())
            replying = shown.entryID
            return [.send(entryID: shown.entryID, line: text)]
        default: _ = line.apply(key)
        }
        if case .typing = mode { mode = .typing(line) }
        return []
    }

    private mutating func stopReply() -> [BrowserEffect<Place>] {
        guard let replying else { return [] }
        notice = "Stopped."
        return [.stopReply(entryID: replying)]
    }

    // MARK: Moving between places

    private enum Move {
        case back, forward
        case to(Place)
    }

    /// Remembers where the current place was left, makes the move, and asks for the screen it led to.
    private mutating func leave(_ move: Move) -> [BrowserEffect<Place>] {
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

    private mutating func wait(for entry: BrowserHistory<Place>.Entry) -> [BrowserEffect<Place>] {
        awaited = Awaited(entryID: entry.id, isAnnounced: false)
        return [.show(entryID: entry.id, place: entry.place)]
    }

    private mutating func openSelection() -> [BrowserEffect<Place>] {
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
    private mutating func accept(_ page: BrowserPage<Place>, for entry: BrowserHistory<Place>.Entry, isRedraw: Bool) {
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

    // MARK: Moving within a screen

    private mutating func moveSelection(by step: Int) {
        guard showsCurrent, let links = shown?.page.links else { return }
        guard let current = selection, links.indices.contains(current + step) else {
            viewport.scroll(by: step)
            return
        }
        selection = current + step
        revealSelection()
    }

    private mutating func page(by pages: Int) {
        guard showsCurrent, let links = shown?.page.links else { return }
        viewport.scroll(by: pages * max(1, bodyHeight - 1))
        if let current = selection, !viewport.shows(links[current].line),
            let inSight = links.firstIndex(where: { viewport.shows($0.line) })
        {
            selection = inSight
        }
    }

    private mutating func revealSelection() {
        guard let selection, let links = shown?.page.links, links.indices.contains(selection) else { return }
        viewport.reveal(links[selection].line)
    }

    static var success: Int32 { 0 }
}
