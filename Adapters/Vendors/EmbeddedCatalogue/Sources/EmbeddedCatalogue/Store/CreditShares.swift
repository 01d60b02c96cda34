/// What each credit of a film counts towards its person, per point of the film's popularity, by
/// the rule of `PeopleRanking`: a part in the cast one over its billing position plus
/// one, directing in full, writing at half. A film's cast and its directing and writing credits are
/// each kept in `movie_credit_shares` as one blob of sixteen bytes a credit (the person's id, then
/// the share, both little-endian): trending people read the credits of a hundred films, about 5,200
/// of them, and a row a credit cost SQLite over ten times what the hundred rows of blobs cost (7.2
/// million instructions against 0.5 million).
enum CreditShares {
    /// A film's cast, by billing: one share for each part whose person has an id.
    static func ofCast(_ cast: [SeedCastCredit]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cast.count * 16)
        for (position, credit) in cast.enumerated() {
            guard let person = credit.personId else { continue }
            append(person: person, share: 1.0 / Double(1 + position), to: &bytes)
        }
        return bytes
    }

    /// A film's directing and writing credits whose person has an id, ordered by person, then
    /// department (none first, then by their UTF-8 bytes, as SQLite orders text), then position:
    /// the order in which trending people added them up when they read them from `movie_crew`.
    static func ofCrew(_ crew: [SeedCrewCredit]) -> [UInt8] {
        let counted = crew.enumerated().compactMap { position, credit -> (person: Int, department: String?, position: Int)? in
            guard let person = credit.personId, credit.job == "Director" || credit.department == "Writing" else { return nil }
            return (person, credit.department, position)
        }
        let ordered = counted.sorted { first, second in
            if first.person != second.person { return first.person < second.person }
            switch (first.department, second.department) {
            case (nil, .some): return true
            case (.some, nil): return false
            case (.some(let one), .some(let other)) where one != other: return one.utf8.lexicographicallyPrecedes(other.utf8)
            default: return first.position < second.position
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(ordered.count * 16)
        for credit in ordered {
            append(person: credit.person, share: credit.department == "Directing" ? 1.0 : 0.5, to: &bytes)
        }
        return bytes
    }

    /// Calls `body` with each credit's person and share in `bytes`, in order.
    static func forEach(in bytes: UnsafeRawBufferPointer, _ body: (_ person: Int, _ share: Double) -> Void) {
        var offset = 0
        while offset + 16 <= bytes.count {
            let person = Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self))
            let share = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            body(Int(person), Double(bitPattern: share))
            offset += 16
        }
    }

    private static func append(person: Int, share: Double, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: Int64(person).littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: share.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
