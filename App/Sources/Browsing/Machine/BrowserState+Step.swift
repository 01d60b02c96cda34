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
            // The screen loads again, to show what the key changed. The page stays, and takes
            // keys, until the new one comes: a key pressed meanwhile is not lost to a "Loading".
            return [.cancel(entryID: entryID), .show(entryID: entryID, place: history.current.place)]
        }
    }

    static var success: Int32 { 0 }
}
