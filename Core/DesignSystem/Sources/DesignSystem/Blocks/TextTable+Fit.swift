extension TextTable {
    /// Whether the table fits `width` columns with only its shrinkable columns narrowed, each
    /// counted at its minimum width whatever it holds, and every other column at its full width.
    /// When it does not, `render` cuts every column, and a screen may rather draw its rows another
    /// way (a title on two lines).
    public func fitsNarrowingOnlyShrinkableColumns(width: Int) -> Bool {
        let needed = columns.indices.map { index in
            columns[index].isShrinkable
                ? columns[index].minimumWidth
                : rows.reduce(showsHeader ? DisplayWidth.of(columns[index].header) : 0) { widest, row in
                    max(widest, row[index].width(textWidth: DisplayWidth.of(row[index].text)))
                }
        }
        return needed.reduce(0, +) + gap * max(0, columns.count - 1) <= width
    }
}
