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
        // Each cell's text is measured once, for the columns' widths and for drawing it.
        let textWidths = rows.map { row in row.map { DisplayWidth.of($0.text) } }
        let widths = fittedWidths(totalWidth: width, textWidths: textWidths)
        let header = showsHeader ? [headerLine(widths: widths, styler: styler)] : []
        return header + rows.indices.map { line(rows[$0], textWidths: textWidths[$0], widths: widths, styler: styler) }
    }

    /// Natural widths, then the widest shrinkable column narrowed one column at a time until the
    /// table fits. A shrinkable column holding ids is not narrowed past what shows each id after a
    /// cut name. When the shrinkable columns are at their narrowest and the table is still too
    /// wide (a very narrow terminal), every column gives way, down to one column each: a table is
    /// never wider than the terminal.
    func fittedWidths(totalWidth: Int) -> [Int] {
        fittedWidths(totalWidth: totalWidth, textWidths: rows.map { row in row.map { DisplayWidth.of($0.text) } })
    }

    /// The same, each cell's text `textWidths` wide.
    private func fittedWidths(totalWidth: Int, textWidths: [[Int]]) -> [Int] {
        var widths = columns.indices.map { index in
            rows.indices.reduce(showsHeader ? DisplayWidth.of(columns[index].header) : 0) { widest, row in
                max(widest, rows[row][index].width(textWidth: textWidths[row][index]))
            }
        }
        let narrowest = columns.indices.map { index in
            rows.indices.reduce(max(columns[index].minimumWidth, 0)) { narrowest, row in
                max(narrowest, rows[row][index].narrowestKeepingTheID(textWidth: textWidths[row][index]))
            }
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

    private func headerLine(widths: [Int], styler: Styler) -> String {
        joined(
            columns.indices.map { index in
                let column = columns[index]
                let text = DisplayWidth.truncate(column.header, to: widths[index])
                return styler.paint(DisplayWidth.pad(text, to: widths[index], alignment: column.alignment), as: .heading)
            })
    }

    private func line(_ cells: [TableCell], textWidths: [Int], widths: [Int], styler: Styler) -> String {
        joined(
            columns.indices.map { index -> String in
                let column = columns[index]
                let width = widths[index]
                // A cell without an id is drawn as it always was: cut, padded, then painted whole.
                guard cells[index].id != nil else {
                    let text =
                        width > 0 && textWidths[index] <= width
                        ? Self.padded(cells[index].text, by: width - textWidths[index], alignment: column.alignment)
                        : DisplayWidth.pad(
                            DisplayWidth.truncate(cells[index].text, to: width), to: width, alignment: column.alignment)
                    return column.role.map { styler.paint(text, as: $0) } ?? text
                }
                let cell = cells[index].rendered(width: width, textWidth: textWidths[index], role: column.role, styler: styler)
                return Self.padded(cell.text, by: width - cell.width, alignment: column.alignment)
            })
    }

    /// `text` with `count` spaces after it (or, right-aligned, before it); none when `count` is not positive.
    private static func padded(_ text: String, by count: Int, alignment: TextAlignment) -> String {
        guard count > 0 else { return text }
        let padding = String(repeating: " ", count: count)
        return alignment == .left ? text + padding : padding + text
    }

    /// The cells a gap apart, without the spaces the line would end in.
    private func joined(_ cells: [String]) -> String {
        let line = cells.joined(separator: String(repeating: " ", count: gap))
        let spaces = line.utf8.reversed().prefix { $0 == 0x20 }.count
        guard spaces > 0 else { return line }
        // A space is a character of its own after ASCII (and after nothing); only a scalar beyond
        // ASCII might take a space into its character, so there the line is trimmed by characters.
        if let before = line.utf8.dropLast(spaces).last, before >= 0x80 {
            var trimmed = line
            while trimmed.hasSuffix(" ") { trimmed.removeLast() }
            return trimmed
        }
        return String(line[..<line.utf8.index(line.utf8.endIndex, offsetBy: -spaces)])
    }
}
