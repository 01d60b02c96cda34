import CoreDomain

/// Which department a person is best known in, and for which titles, told from their credits.
///
/// A department counts the distinct titles a person is credited on in it; a part counts in
/// Acting. Production counts each title at half, because producers come many to a title (an
/// executive producer, a co-producer, an associate) and a producer credit says less of what a
/// person is known for than directing or writing the same film: Francis Ford Coppola produced more
/// films than he directed, and is known for directing them. Ties go to Acting, then Directing,
/// then Writing, then the department's name. Their best-known titles in that department are those
/// with the most votes.
public enum KnownForRule {
    /// How much a title counts in a department: 1, but Production's count at half.
    static func weight(of department: String) -> Double {
        department == "Production" ? 0.5 : 1
    }

    private static let tieOrder = [PersonCredits.acting, "Directing", "Writing"]

    /// The department the credits weigh most in; nil without a credit.
    public static func department(of credits: PersonCredits) -> String? {
        var titles: [String: Set<String>] = [:]
        for credit in credits.cast + credits.crew {
            guard let department = credit.department else { continue }
            titles[department, default: []].insert("\(credit.title.kind.rawValue) \(credit.title.id)")
        }
        return titles.max { left, right in
            let (a, b) = (Double(left.value.count) * weight(of: left.key), Double(right.value.count) * weight(of: right.key))
            if a != b { return a < b }
            return rank(left.key) > rank(right.key)
        }?.key
    }

    /// Their credits in `department`, one a title, the titles with the most votes first.
    public static func bestKnown(in department: String, of credits: PersonCredits, limit: Int) -> [PersonCredit] {
        var seen = Set<String>()
        return (credits.cast + credits.crew)
            .filter { $0.department == department }
            .sorted { ($0.title.rating?.voteCount ?? 0) > ($1.title.rating?.voteCount ?? 0) }
            .filter { seen.insert("\($0.title.kind.rawValue) \($0.title.id)").inserted }
            .prefix(limit)
            .map { $0 }
    }

    /// The order ties are broken in: Acting, Directing, Writing, then by name.
    private static func rank(_ department: String) -> (Int, String) {
        (tieOrder.firstIndex(of: department) ?? tieOrder.count, department)
    }
}
