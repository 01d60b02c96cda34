/// Rows of plain-text cells laid out in columns measured in terminal columns, so that names in
/// any script line up, and fitted to the terminal's width by shrinking the shrinkable columns.
public struct TextTable: Sendable {
    public let columns: [TableColumn]
    public let rows: [[TableCell]]
    /// Whether the first line names the columns. Without it, the headers take no width either.
    public let showsHeader: Bool
    /// The space between two columns.
    let gap = 2

    /// Each row holds one plain (unpainted) string per column; a short row is padded with empty cells.
    public init(columns: [TableColumn], rows: [[String]], showsHeader: Bool = true) {
        self.init(columns: columns, cells: rows.map { $0.map { TableCell($0) } }, showsHeader: showsHeader)
    }

    /// Each row holds one cell per column, some with the id of what they name; a short row is
    /// padded with empty cells.
    public init(columns: [TableColumn], cells: [[TableCell]], showsHeader: Bool = true) {
        self.columns = columns
        self.rows = cells.map { row in
            (0..<columns.count).map { $0 < row.count ? row[$0] : "" }
        }
        self.showsHeader = showsHeader
    }

    public func render(width: Int, styler: Styler) -> [String] {
        let widths = fittedWidths(totalWidth: width)
        let header = showsHeader ? [line(columns.map { TableCell($0.header) }, widths: widths, styler: styler, isHeader: true)] : []
        return header + rows.map { line($0, widths: widths, styler: styler, isHeader: false) }
    }

    /// Natural widths, then the widest shrinkable column narrowed one column at a time until the
    /// table fits. A shrinkable column holding ids is not narrowed past what shows each id after a
    /// cut name. When the shrinkable columns are at their narrowest and the table is still too
    /// wide (a very narrow terminal), every column gives way, down to one column each: a table is
    /// never wider than the terminal.
    func fittedWidths(totalWidth: Int) -> [Int] {
        var widths = columns.indices.map { index in
            max(showsHeader ? DisplayWidth.of(columns[index].header) : 0, rows.map { $0[index].width }.max() ?? 0)
        }
        let narrowest = columns.indices.map { index in
            max(columns[index].minimumWidth, rows.map { $0[index].narrowestKeepingTheID }.max() ?? 0)
        }
        let separators = gap * max(0, columns.count - 1)
        func narrowWidest(where canShrink: (Int) -> Bool) -> Bool {
            guard let widest = columns.indices.filter(canShrink).max(by: { widths[$0] < widths[$1] }) else { return false }
            widths[widest] -= 1
            return true
        }
        while widths.reduce(0, +) + separators > totalWidth {
            let narrowed =
                narrowWidest { self.columns[$0].isShrinkable && widths[$0] > narrowest[$0] }
                || narrowWidest { widths[$0] > 1 }
            if !narrowed { break }
        }
        return widths
    }

    private func line(_ cells: [TableCell], widths: [Int], styler: Styler, isHeader: Bool) -> String {
        let rendered = columns.indices.map { index -> String in
            let column = columns[index]
            if isHeader {
                let text = DisplayWidth.truncate(cells[index].text, to: widths[index])
                return styler.paint(DisplayWidth.pad(text, to: widths[index], alignment: column.alignment), as: .heading)
            }
            // A cell without an id is drawn as it always was: cut, padded, then painted whole.
            guard cells[index].id != nil else {
                let text = DisplayWidth.pad(
                    DisplayWidth.truncate(cells[index].text, to: widths[index]), to: widths[index], alignment: column.alignment)
                return column.role.map { styler.paint(text, as: $0) } ?? text
            }
            let cell = cells[index].rendered(width: widths[index], role: column.role, styler: styler)
            let padding = String(repeating: " ", count: max(0, widths[index] - cell.width))
            return column.alignment == .left ? cell.text + padding : padding + cell.text
        }
        var joined = rendered.joined(separator: String(repeating: " ", count: gap))
        while joined.hasSuffix(" ") { joined.removeLast() }
        return joined
    }
}
