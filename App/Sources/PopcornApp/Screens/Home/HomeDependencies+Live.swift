import HomeFeature
import Presentation
import TitleListFeature

extension HomeDependencies {
    /// How many of each kind the home screen shows: enough to start from, few enough that the
    /// three lists fit one terminal window.
    static let itemsPerList = 5

    /// The home screen fed by the lists the list screens show: the first page of the popular
    /// films, series and people, asked for at once.
    static func live(_ services: AppServices) -> HomeDependencies {
        let lists = TitleListDependencies.live(services)
        // `async let` forgets a typed error, so each page comes back as a Result.
        @Sendable func popular(_ kind: ItemKind) async -> Result<TitleListPage, ViewStateError> {
            do throws(ViewStateError) {
                return .success(try await lists.fetchPage(TitleList(.popular, of: kind), 1))
            } catch {
                return .failure(error)
            }
        }
        return HomeDependencies { () throws(ViewStateError) in
            async let films = popular(.movie)
            async let series = popular(.tv)
            async let people = popular(.person)
            return HomeContent(
                popularMovies: homeItems(try await films.get()),
                popularSeries: homeItems(try await series.get()),
                popularPeople: homeItems(try await people.get())
            )
        }
    }

    private static func homeItems(_ page: TitleListPage) -> [HomeItem] {
        page.items.prefix(itemsPerList).map { item in
            HomeItem(id: item.id, name: item.title, year: item.releaseDate.flatMap { Int($0.prefix(4)) })
        }
    }
}
