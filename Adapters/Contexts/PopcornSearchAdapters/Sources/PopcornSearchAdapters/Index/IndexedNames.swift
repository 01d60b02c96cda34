import SearchDomain

/// Every film, series and person an index is built from, from whichever source, held column by
/// column: a million names as a million structs of strings took hundreds of megabytes, and as
/// columns of numbers and one buffer of text they take a few dozen.
struct IndexedNames {
    /// At most `Int32.max`: positions are kept as 32-bit numbers.
    private(set) var count = 0
    private var kinds: [SearchKind] = []
    private var ids: [Int] = []
    /// `Int32.min` where there is no year.
    private var years: [Int32] = []
    private var popularity: [Double] = []
    private var scales: [UInt16] = []
    private var scaleNames: [String] = []
    private var scaleIndex: [String: Int] = [:]
    /// Each entry's name and original name, one after the other, as UTF-8.
    private var text: [UInt8] = []
    /// Where each entry's name, then its original name, ends in `text`.
    private var ends: [UInt32] = []

    init() {}

    /// Makes room for `more` names of `textBytes` bytes in all, so that a million names grow
    /// their columns once rather than doubling them (and holding twice the room) as they come.
    mutating func reserveCapacity(more: Int, textBytes: Int) {
        kinds.reserveCapacity(count + more)
        ids.reserveCapacity(count + more)
        years.reserveCapacity(count + more)
        popularity.reserveCapacity(count + more)
        scales.reserveCapacity(count + more)
        ends.reserveCapacity(2 * (count + more))
        text.reserveCapacity(text.count + textBytes)
    }

    /// Adds a name. `popularity` is as its source gives it, comparable only within `scale` (one
    /// kind from one source); an original name the same as the name is not kept.
    mutating func append(kind: SearchKind, id: Int, name: String, originalName: String?, year: Int?, popularity: Double, scale: String) {
        kinds.append(kind)
        ids.append(id)
        years.append(year.flatMap { Int32(exactly: $0) } ?? .min)
        self.popularity.append(popularity)
        let scaleNumber = scaleIndex[scale] ?? scaleNames.count
        if scaleNumber == scaleNames.count {
            scaleNames.append(scale)
            scaleIndex[scale] = scaleNumber
        }
        scales.append(UInt16(scaleNumber))
        text.append(contentsOf: name.utf8)
        ends.append(UInt32(text.count))
        if let originalName, originalName != name { text.append(contentsOf: originalName.utf8) }
        ends.append(UInt32(text.count))
        count += 1
    }

    func kind(at index: Int) -> SearchKind { kinds[index] }
    func id(at index: Int) -> Int { ids[index] }
    func year(at index: Int) -> Int? { years[index] == .min ? nil : Int(years[index]) }

    func name(at index: Int) -> String {
        string(from: index == 0 ? 0 : Int(ends[2 * index - 1]), to: Int(ends[2 * index]))
    }

    func originalName(at index: Int) -> String? {
        let start = Int(ends[2 * index])
        let end = Int(ends[2 * index + 1])
        return start == end ? nil : string(from: start, to: end)
    }

    private func string(from start: Int, to end: Int) -> String {
        text.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    /// Each name's standing within its own scale (`PopularityScale`), in the names' order.
    func standings() -> [Double] {
        var standing = [Double](repeating: 0, count: count)
        // Positions as 32-bit numbers: a million names' lists take half the room.
        var members = [[Int32]](repeating: [], count: scaleNames.count)
        for index in 0..<count { members[Int(scales[index])].append(Int32(index)) }
        for scale in members.indices {
            let group = members[scale]
            members[scale] = []
            for (member, value) in zip(group, PopularityScale.standings(of: group.map { popularity[Int($0)] })) {
                standing[Int(member)] = value
            }
        }
        return standing
    }

    /// The names' positions, most popular first: by standing within their own scale, then films
    /// before series before people, then by id.
    func popularityOrder() -> [Int32] {
        let standing = standings()
        return standing.withUnsafeBufferPointer { standing in
            kinds.withUnsafeBufferPointer { kinds in
                ids.withUnsafeBufferPointer { ids in
                    var order = (0..<Int32(count)).map { $0 }
                    order.sort { first, second in
                        let a = Int(first)
                        let b = Int(second)
                        if standing[a] != standing[b] { return standing[a] > standing[b] }
                        if kinds[a] != kinds[b] { return EntryCode.bits(kinds[a]) < EntryCode.bits(kinds[b]) }
                        return ids[a] < ids[b]
                    }
                    return order
                }
            }
        }
    }
}
