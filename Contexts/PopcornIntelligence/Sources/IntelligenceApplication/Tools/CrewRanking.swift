import IntelligenceDomain

/// Puts the jobs people ask about first (directing, writing, music, producing, then the heads of
/// departments), so that trimming a long crew to fit drops the least asked-about jobs.
enum CrewRanking {
    private static let jobs = [
        "Director", "Creator", "Screenplay", "Writer", "Novel", "Story", "Original Music Composer", "Music", "Producer",
        "Executive Producer", "Director of Photography", "Editor", "Casting", "Production Design",
    ]

    static func ranked(_ crew: [CrewMember]) -> [CrewMember] {
        crew.enumerated()
            .sorted { left, right in
                let leftRank = jobs.firstIndex(of: left.element.job) ?? jobs.count
                let rightRank = jobs.firstIndex(of: right.element.job) ?? jobs.count
                return (leftRank, left.offset) < (rightRank, right.offset)
            }
            .map(\.element)
    }
}
