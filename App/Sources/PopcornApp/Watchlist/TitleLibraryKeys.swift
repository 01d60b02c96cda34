import Browsing
import LibraryApplication
import LibraryComposition
import LibraryDomain
import Presentation

/// What a film's or series' screen does in the browser with `w` (puts it on the watchlist, or
/// takes it off) and `s` (marks it watched today, asking for a rating; Enter skips it), through
/// the Library's use cases; each says what it did in a line.
@MainActor
struct TitleLibraryKeys {
    let title: TitleReference
    let services: AppServices

    static let keys = [
        PageKey("w", label: "put on the watchlist, or take off it"),
        PageKey("s", label: "mark watched today (asks for a rating)", question: "Rating 1-10 (Enter to skip):"),
    ]

    /// The keys of the screen that shows `item`: a film or a series has them, a person none.
    init?(viewing item: OpenedItem?, services: AppServices) {
        switch item?.kind {
        case .movie?: title = TitleReference(kind: .movie, id: item!.id)
        case .tv?: title = TitleReference(kind: .tvSeries, id: item!.id)
        default: return nil
        }
        self.services = services
    }

    func act(_ key: Character, answer: String?) async -> String {
        switch key {
        case "w": return await toggleWatchlist()
        case "s": return await markWatched(rating: answer ?? "")
        default: return "Press ? for the keys."
        }
    }

    private func toggleWatchlist() async -> String {
        let library = services.library
        do {
            if try await library.makeFetchTitleStatusUseCase().execute(title).isOnWatchlist {
                _ = try await library.makeRemoveFromWatchlistUseCase().execute(title)
                return "Taken off your watchlist."
            }
        } catch {
            return LibraryFailure.library(error).error.message
        }
        do throws(AddToWatchlistError) {
            _ = try await library.makeAddToWatchlistUseCase().execute(title)
            return "On your watchlist."
        } catch {
            return LibraryFailure.adding(error, of: title, wording: services.failureWording).error.message
        }
    }

    private func markWatched(rating text: String) async -> String {
        var rating: Int?
        if !text.isEmpty {
            guard let number = Int(text), PersonalRating.range.contains(number) else {
                return "\(text) is not a rating: a rating is a whole number from 1 to 10. Nothing was marked."
            }
            rating = number
        }
        do throws(MarkWatchedError) {
            let watch = try await services.library.makeMarkWatchedUseCase().execute(title, rating: rating, on: nil, note: nil).watch
            return "Watched \(watch.day)" + (watch.rating.map { ", rated \($0)" } ?? "") + "."
        } catch {
            return LibraryFailure.marking(error, of: title, wording: services.failureWording).error.message
        }
    }
}
