/// Rows of plain-text cells laid out in columns measured in terminal columns, so that names in
/// any script line up, and fitted to the terminal's width by shrinking the shrinkable columns.
public struct TextTable: Sendable {
    public let columns: [TableColumn]
    public let rows: [[String]]
    /// Whether the first line names the columns. Without it, the headers take no width either.
    public let showsHeader: Bool
    private let gap = 2

    /// Each row holds one plain (unpainted) string per column; a short row is padded with empty cells.
    public init(columns: [TableColumn], rows: [[String]], showsHeader: Bool = true) {
        self.columns = columns
        self.rows = rows.map { row in
            (0..<columns.count).map { $0 < row.count ? row[$0] : "" }
        }
        self.showsHeader = showsHeader
    }

    public func render(width: Int, styler: Styler) -> [String] {
        let widths = fittedWidths(totalWidth: width)
        let header = showsHeader ? [line(columns.map(\.header), widths: widths, styler: styler, isHeader: true)] : []
        return header + rows.map { line($0, widths: widths, styler: styler, isHeader: false) }
    }

    /// Natural widths, then the widest shrinkable column narrowed one column at a time until the
    /// table fits. When the shrinkable columns are at their narrowest and the table is still too
    /// wide (a very narrow terminal), every column gives way, down to one column each: a table is
    /// never wider than the terminal.
    func fittedWidths(totalWidth: Int) -> [Int] {
        var widths = columns.indices.map { index in
            ((showsHeader ? [columns[index].header] : []) + rows.map { $0[index] }).map(DisplayWidth.of).max() ?? 0
        }
        let separators = gap * max(0, columns.count - 1)
        func narrowWidest(where canShrink: (Int) -> Bool) -> Bool {
            guard let widest = columns.indices.filter(canShrink).max(by: { widths[$0] < widths[$1] }) else { return false }
            widths[widest] -= 1
            return true
        }
        while widths.reduce(0, +) + separators > totalWidth {
            let narrowed =
                narrowWidest { self.columns[$0].isShrinkable && widths[$0] > self.columns[$0].minimumWidth }
                || narrowWidest { widths[$0] > 1 }
            if !narrowed { break }
        }
        return widths
    }

    private func line(_ cells: [String], widths: [Int], styler: Styler, isHeader: Bool) -> String {
        let rendered = columns.indices.map { index -> String in
            let column = columns[index]
            let text = DisplayWidth.pad(
                DisplayWidth.truncate(cells[index], to: widths[index]),
                to: widths[index],
                alignment: column.alignment
            )
            if isHeader { return styler.paint(text, as: .heading) }
            if let role = column.role { return styler.paint(text, as: role) }
            return text
        }
        var joined = rendered.joined(separator: String(repeating: " ", count: gap))
        while joined.hasSuffix(" ") { joined.removeLast() }
        return joined
    }
}
