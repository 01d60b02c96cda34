public import Presentation

extension LinkedText {
    /// Appends, under a "More" heading, the links the text has no place for (the full cast, the
    /// next page): one a line, indented, each label cut to the width. Nothing when there are none.
    public mutating func appendMore(_ links: [(label: String, destination: Destination)], theme: Theme) {
        guard !links.isEmpty else { return }
        append("")
        append(theme.styler.paint("More", as: .heading))
        for link in links {
            append("  " + DisplayWidth.truncate(link.label, to: max(1, theme.width - 2)), linking: link.label, to: link.destination)
        }
    }
}

extension LinkedText where Destination: ListDestination {
    /// Appends a list's previous and next pages, where there are some that open, as "More"
    /// links: "Previous page (1 of 12)", "Next page (3 of 12)", counting only the pages that
    /// open (`ListPages`).
    public mutating func appendPageLinks(page: Int, totalPages: Int, theme: Theme) {
        let last = min(totalPages, ListPages.openableLimit)
        let links = Destination.pageNumbers(page: page, totalPages: totalPages).map { number in
            (label: "\(number < page ? "Previous" : "Next") page (\(number) of \(last))", destination: Destination.page(number))
        }
        appendMore(links, theme: theme)
    }
}
