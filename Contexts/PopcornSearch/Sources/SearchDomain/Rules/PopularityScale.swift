/// Puts popularity figures that are not on one scale (films measured in 2017, series in 2019,
/// people scored from their titles) on one: each figure becomes its standing within its own
/// kind, the share of that kind it is at least as popular as, from just above 0 for the least
/// popular to 1 for the most. The most popular film, series and person then tie at 1, and
/// a film in the top tenth of films outranks a person in the top half of people.
public enum PopularityScale {
    /// The standing of each of `figures` among them all, in the same order.
    public static func standings(of figures: [Double]) -> [Double] {
        guard !figures.isEmpty else { return [] }
        let order = figures.indices.sorted { figures[$0] < figures[$1] }
        var standings = [Double](repeating: 0, count: figures.count)
        var position = 0
        while position < order.count {
            // Equal figures share the standing of the last of them.
            var last = position
            while last + 1 < order.count, figures[order[last + 1]] == figures[order[position]] { last += 1 }
            for index in order[position...last] { standings[index] = Double(last + 1) / Double(figures.count) }
            position = last + 1
        }
        return standings
    }
}
