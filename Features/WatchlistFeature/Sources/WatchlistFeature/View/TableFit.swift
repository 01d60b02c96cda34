import DesignSystem

/// Whether a table fits a width with only its shrinkable columns narrowed, to no less than their
/// minimum: below that, `TextTable` cuts every column, and the screen draws its rows otherwise.
enum TableFit {
    /// The space `TextTable` leaves between two columns.
    static let gap = 2

    static func fits(_ columns: [TableColumn], _ rows: [[String]], width: Int) -> Bool {
        let needed = columns.indices.map { index in
            columns[index].isShrinkable
                ? columns[index].minimumWidth
                : rows.reduce(DisplayWidth.of(columns[index].header)) { max($0, index < $1.count ? DisplayWidth.of($1[index]) : 0) }
        }
        return needed.reduce(0, +) + gap * max(0, columns.count - 1) <= width
    }
}
