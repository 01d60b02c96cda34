import Foundation

/// What each key does, in each mode: browsing, typing a search, editing a screen's line,
/// answering a screen key's question, the keys screen.
extension BrowserState {
    mutating func press(_ key: Key) -> [BrowserEffect<Place>] {
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

    mutating func browse(_ key: Key) -> [BrowserEffect<Place>] {
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
    mutating func answer(_ pageKey: PageKey, _ line: LineEdit, with key: Key) -> [BrowserEffect<Place>] {
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

    mutating func type(_ key: Key, after words: String) -> [BrowserEffect<Place>] {
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
    mutating func edit(_ line: LineEdit, with key: Key) -> [BrowserEffect<Place>] {
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

    mutating func stopReply() -> [BrowserEffect<Place>] {
        guard let replying else { return [] }
        notice = "Stopped."
        return [.stopReply(entryID: replying)]
    }
}
