/// What a screen is made with: the app's services, which feed its model, and the navigator its
/// model follows links through, which says where each link leads.
@MainActor
struct ScreenContext {
    let services: AppServices
    let navigator: PlaceNavigator
}
