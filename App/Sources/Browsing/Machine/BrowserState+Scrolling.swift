import DesignSystem

/// Moving within a screen: the chosen link, a page up or down, and keeping the chosen link in sight.
extension BrowserState {
    mutating func moveSelection(by step: Int) {
        guard showsCurrent, let links = shown?.page.links else { return }
        guard let current = selection, links.indices.contains(current + step) else {
            viewport.scroll(by: step)
            return
        }
        selection = current + step
        revealSelection()
    }

    mutating func page(by pages: Int) {
        guard showsCurrent, let links = shown?.page.links else { return }
        viewport.scroll(by: pages * max(1, bodyHeight - 1))
        if let current = selection, !viewport.shows(links[current].line),
            let inSight = links.firstIndex(where: { viewport.shows($0.line) })
        {
            selection = inSight
        }
    }

    mutating func revealSelection() {
        guard let selection, let links = shown?.page.links, links.indices.contains(selection) else { return }
        viewport.reveal(links[selection].line)
    }
}
