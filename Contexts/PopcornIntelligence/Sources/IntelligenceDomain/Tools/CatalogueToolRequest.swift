import Foundation

/// A catalogue tool call read into what it asks for, or written out as a call.
public enum CatalogueToolRequest: Sendable, Hashable {
    case titleDetails(TitleReference)
    case titleCredits(TitleReference)
    case seasonDetails(seriesID: Int, season: Int)
    case personCredits(personID: Int)
    case similarTitles(TitleReference)

    /// Reads what `call` asks for; arguments that do not say it are refused, never guessed.
    public init(_ call: ToolCall) throws(ToolRequestError) {
        guard let tool = CatalogueTool(rawValue: call.name) else { throw .unknownTool(call.name) }
        let arguments: ToolArguments
        do {
            arguments = try JSONDecoder().decode(ToolArguments.self, from: Data(call.arguments.utf8))
        } catch {
            throw .badArguments("\(tool.name) takes a JSON object of its arguments")
        }
        guard let id = arguments.id else { throw .badArguments("\(tool.name) needs an id") }
        switch tool {
        case .personCredits:
            self = .personCredits(personID: id)
        case .seasonDetails:
            guard let season = arguments.season else { throw .badArguments("season_details needs a season") }
            self = .seasonDetails(seriesID: id, season: season)
        case .titleDetails, .titleCredits, .similarTitles:
            guard let kind = arguments.kind else { throw .badArguments("\(tool.name) needs a kind, movie or tv") }
            let title = TitleReference(kind: kind, id: id)
            self = tool == .titleDetails ? .titleDetails(title) : tool == .titleCredits ? .titleCredits(title) : .similarTitles(title)
        }
    }

    public var tool: CatalogueTool {
        switch self {
        case .titleDetails: .titleDetails
        case .titleCredits: .titleCredits
        case .seasonDetails: .seasonDetails
        case .personCredits: .personCredits
        case .similarTitles: .similarTitles
        }
    }

    /// The call asking for this, under `id`.
    public func call(id: String) -> ToolCall {
        let arguments: ToolArguments
        switch self {
        case .titleDetails(let title), .titleCredits(let title), .similarTitles(let title):
            arguments = ToolArguments(kind: title.kind, id: title.id)
        case .seasonDetails(let seriesID, let season):
            arguments = ToolArguments(id: seriesID, season: season)
        case .personCredits(let personID):
            arguments = ToolArguments(id: personID)
        }
        return ToolCall(id: id, name: tool.name, arguments: ToolResultCoding.encode(arguments))
    }
}
