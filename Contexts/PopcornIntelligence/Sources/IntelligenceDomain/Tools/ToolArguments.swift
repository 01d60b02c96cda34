/// The arguments of every catalogue tool, as their JSON reads: a kind, an id, a season.
struct ToolArguments: Codable {
    var kind: TitleKind?
    var id: Int?
    var season: Int?
}
