#!/usr/bin/env python3
"""Writes a context, a use case or a feature in the house style (see docs/architecture.md, Recipes).

Called by Scripts/new-context, Scripts/new-use-case and Scripts/new-feature; each file it writes is
formatted with the repository's .swift-format afterwards by the calling script.
"""
import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

def manifest_header(purpose):
    """The header every manifest carries: tools 6.2, a one-line comment saying what the package is
    for, and the settings every target (test targets too) is given."""
    return f'''// swift-tools-version: 6.2
import PackageDescription

// {purpose}
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
    .treatWarning("ExistentialAny", as: .error),
]
'''


def fail(message, status=64):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(status)


def write(path, text, created):
    full = os.path.join(ROOT, path)
    if os.path.exists(full):
        fail(f"{path} exists already; nothing was written over it", 1)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as handle:
        handle.write(text)
    created.append(path)


def check_name(name, what):
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name):
        fail(f'"{name}" is not a {what} name: use UpperCamelCase letters and digits, such as Genres')


def refuse_taken(folder, modules):
    """Refuses a package folder name or a module name that the repository already uses anywhere."""
    manifests = []
    for here, directories, files in os.walk(ROOT):
        directories[:] = sorted(d for d in directories if not d.startswith("."))
        if os.path.basename(folder) in directories:
            taken = os.path.relpath(os.path.join(here, os.path.basename(folder)), ROOT)
            fail(f"{taken} exists already; package folder names are unique across the repository", 64)
        if "Package.swift" in files:
            manifests.append(os.path.join(here, "Package.swift"))
    for manifest in manifests:
        text = open(manifest).read()
        for module in modules:
            if re.search(rf'\.(?:target|testTarget|executableTarget|macro|plugin)\(\s*name:\s*"{module}"', text):
                where = os.path.relpath(manifest, ROOT)
                fail(f"{where} already declares a module {module}; module names are unique across the repository", 64)


def singular(name):
    return name[:-1] if name.endswith("s") and len(name) > 1 else name


def lower_first(name):
    """The name as a Swift variable: "Genre" -> "genre", "TVSeries" -> "tvSeries", "URL" -> "url"."""
    capitals = len(name) - len(name.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    if capitals <= 1 or capitals == len(name):
        return name[:capitals].lower() + name[capitals:]
    return name[: capitals - 1].lower() + name[capitals - 1 :]


# A context ------------------------------------------------------------------------------------


def new_context(name, entity):
    check_name(name, "context")
    entity = entity or singular(name)
    check_name(entity, "entity")
    package = f"Contexts/Popcorn{name}"
    if entity in (f"{name}Domain", f"{name}Application", f"{name}Infrastructure", f"{name}Composition"):
        fail(f'the entity "{entity}" would share its name with a module; pass --entity <Entity>', 64)
    refuse_taken(package, [f"{name}{layer}" for layer in ("Domain", "Application", "Infrastructure", "Composition", "TestSupport")])
    e, v = entity, lower_first(entity)
    created = []
    purpose = f"The {name} bounded context: what a {v} is, what can be asked of it, and how answers are fetched and cached."
    write(f"{package}/Package.swift", manifest_header(purpose) + f'''
let package = Package(
    name: "Popcorn{name}",
    products: [
        .library(name: "{name}Domain", targets: ["{name}Domain"]),
        .library(name: "{name}Application", targets: ["{name}Application"]),
        .library(name: "{name}Infrastructure", targets: ["{name}Infrastructure"]),
        .library(name: "{name}Composition", targets: ["{name}Composition"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Platform/Caching"),
        .package(path: "../../Platform/Observability"),
    ],
    targets: [
        .target(name: "{name}Domain", dependencies: [.product(name: "CoreDomain", package: "CoreDomain")], swiftSettings: settings),
        .target(name: "{name}Application", dependencies: ["{name}Domain"], swiftSettings: settings),
        .target(
            name: "{name}Infrastructure",
            dependencies: [
                "{name}Domain",
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
            ],
            swiftSettings: settings
        ),
        .target(
            name: "{name}Composition",
            dependencies: [
                "{name}Domain",
                "{name}Application",
                "{name}Infrastructure",
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
            ],
            swiftSettings: settings
        ),
        // Fixtures and hand-written mocks of the context's ports, shared by its test targets.
        .target(
            name: "{name}TestSupport",
            dependencies: ["{name}Domain", "{name}Infrastructure"],
            path: "Tests/{name}TestSupport",
            swiftSettings: settings
        ),
        .testTarget(name: "{name}DomainTests", dependencies: ["{name}Domain", "{name}TestSupport"], swiftSettings: settings),
        .testTarget(
            name: "{name}ApplicationTests",
            dependencies: ["{name}Application", "{name}Domain", "{name}TestSupport"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "{name}InfrastructureTests",
            dependencies: [
                "{name}Infrastructure",
                "{name}Domain",
                "{name}TestSupport",
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
                .product(name: "ObservabilityTestSupport", package: "Observability"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "{name}CompositionTests",
            dependencies: [
                "{name}Composition",
                "{name}Application",
                "{name}Domain",
                "{name}TestSupport",
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
''', created)
    src = f"{package}/Sources"
    write(f"{src}/{name}Domain/Entities/{e}.swift", f'''/// A {v} as the {name} context knows it.
public struct {e}: Sendable, Equatable, Codable, Identifiable {{
    public typealias ID = Int

    public let id: ID
    public let name: String

    public init(id: ID, name: String) {{
        self.id = id
        self.name = name
    }}
}}
''', created)
    write(f"{src}/{name}Domain/Repositories/{e}Repository.swift", f'''/// Where the {name} context's use cases read {v}s from; callers never learn about caching.
public protocol {e}Repository: Sendable {{
    func {v}(withID id: {e}.ID) async throws({e}RepositoryError) -> {e}
}}
''', created)
    write(f"{src}/{name}Domain/Repositories/{e}RepositoryError.swift", f'''/// Why a repository could not answer.
public enum {e}RepositoryError: Error, Sendable, Equatable {{
    /// The source has no {v} with this id.
    case notFound({e}.ID)
    /// The source refused the credentials it was given; the reason is for people.
    case unauthorized(String)
    /// The source could not be asked or did not answer sensibly; the reason is for people.
    case unavailable(String)
}}
''', created)
    write(f"{src}/{name}Infrastructure/DataSources/{e}RemoteDataSource.swift", f'''public import {name}Domain

/// The source the repository asks when its cache cannot answer; adapters outside the context fill it.
public protocol {e}RemoteDataSource: Sendable {{
    func {v}(withID id: {e}.ID) async throws({e}RemoteDataSourceError) -> {e}
}}
''', created)
    write(f"{src}/{name}Infrastructure/DataSources/{e}RemoteDataSourceError.swift", f'''public import {name}Domain

/// Why a remote source could not answer; the reasons are written for people.
public enum {e}RemoteDataSourceError: Error, Sendable, Equatable {{
    case notFound({e}.ID)
    /// The source refused the credentials it was given.
    case unauthorized(String)
    /// The source could not be reached or read.
    case unreachable(String)
    /// The source answered with something that cannot be understood.
    case invalidResponse(String)
}}
''', created)
    write(f"{src}/{name}Infrastructure/Repositories/Default{e}Repository.swift", f'''import Caching
import {name}Domain
import Observability

/// Answers from the cache when it can and from the remote source when it must, keeping what the
/// source returns for next time. Failures are never cached.
struct Default{e}Repository: {e}Repository {{
    static let timeToLive = Duration.seconds(3600)

    let remote: any {e}RemoteDataSource
    let cache: any Cache
    let observer: any Observer

    func {v}(withID id: {e}.ID) async throws({e}RepositoryError) -> {e} {{
        let key = CacheKey<{e}>("{name.lower()}.{v}.\\(id)")
        if let hit = await cache.value(for: key) {{
            observer.event("{name.lower()}.cache.hit", attributes: ["key": key.name])
            return hit
        }}
        observer.event("{name.lower()}.cache.miss", attributes: ["key": key.name])
        let value: {e}
        do {{
            value = try await observer.withSpan("{name.lower()}.remote.fetch", attributes: ["key": key.name]) {{
                () async throws({e}RemoteDataSourceError) in try await remote.{v}(withID: id)
            }}
        }} catch {{
            throw Self.repositoryError(for: error)
        }}
        await cache.store(value, for: key, timeToLive: Self.timeToLive)
        return value
    }}

    private static func repositoryError(for error: {e}RemoteDataSourceError) -> {e}RepositoryError {{
        switch error {{
        case .notFound(let id): .notFound(id)
        case .unauthorized(let reason): .unauthorized(reason)
        case .unreachable(let reason), .invalidResponse(let reason): .unavailable(reason)
        }}
    }}
}}
''', created)
    write(f"{src}/{name}Infrastructure/{name}InfrastructureFactory.swift", f'''package import Caching
package import {name}Domain
package import Observability

/// Builds the {name} repository over a remote source and the Platform services. Only
/// `{name}Composition` uses it.
package struct {name}InfrastructureFactory: Sendable {{
    private let remoteDataSource: any {e}RemoteDataSource
    private let cache: any Cache
    private let observer: any Observer

    package init(remoteDataSource: some {e}RemoteDataSource, cache: some Cache, observer: some Observer) {{
        self.remoteDataSource = remoteDataSource
        self.cache = cache
        self.observer = observer
    }}

    package func make{e}Repository() -> some {e}Repository {{
        Default{e}Repository(remote: remoteDataSource, cache: cache, observer: observer)
    }}
}}
''', created)
    write(f"{src}/{name}Application/{name}ApplicationFactory.swift", f'''package import {name}Domain

/// Builds the {name} use cases over a repository. Only `{name}Composition` uses it.
package struct {name}ApplicationFactory: Sendable {{
    private let repository: any {e}Repository

    package init(repository: some {e}Repository) {{
        self.repository = repository
    }}
}}
''', created)
    # `{name}Application` stays an internal import until Scripts/new-use-case vends the first use case.
    write(f"{src}/{name}Composition/Popcorn{name}Factory.swift", f'''public import Caching
import {name}Application
import {name}Domain
public import {name}Infrastructure
public import Observability

/// The {name} context's one public door: give it a remote source and the Platform services, and
/// it vends the use cases, wired and ready. Built once, by the app's composition root.
public struct Popcorn{name}Factory: Sendable {{
    private let application: {name}ApplicationFactory

    public init(remoteDataSource: some {e}RemoteDataSource, cache: some Cache, observer: some Observer) {{
        let infrastructure = {name}InfrastructureFactory(remoteDataSource: remoteDataSource, cache: cache, observer: observer)
        application = {name}ApplicationFactory(repository: infrastructure.make{e}Repository())
    }}
}}
''', created)
    support = f"{package}/Tests/{name}TestSupport"
    write(f"{support}/Fixtures/{e}Fixtures.swift", f'''public import {name}Domain

/// Sample {v}s for the context's tests.
public enum {e}Fixtures {{
    public static func {v}(id: {e}.ID = 1, name: String = "Sample") -> {e} {{
        {e}(id: id, name: name)
    }}
}}
''', created)
    mock = '''    private let state = Mutex<State>(State())

    public init() {}

    /// Every id asked for, in order.
    public var calls: [__ID__] { state.withLock { $0.calls } }

    public func stub(_ result: Result<Entity, Failure>) {
        state.withLock { $0.result = result }
    }

    public func VAR(withID id: __ID__) async throws(Failure) -> Entity {
        let result = state.withLock { state -> Result<Entity, Failure> in
            state.calls.append(id)
            return state.result
        }
        return try result.get()
    }
}
'''
    for kind, failure, module, unstubbed in (
            (f"{e}Repository", f"{e}RepositoryError", f"{name}Domain", f'.unavailable("{v} not stubbed")'),
            (f"{e}RemoteDataSource", f"{e}RemoteDataSourceError", f"{name}Infrastructure", f'.unreachable("{v} not stubbed")')):
        imports = f"public import {name}Domain\n" + (f"public import {name}Infrastructure\n" if module != f"{name}Domain" else "")
        body = mock.replace("__ID__", f"{e}.ID").replace("Entity", e).replace("Failure", failure).replace("VAR", v)
        write(f"{support}/Mocks/Mock{kind}.swift", f'''{imports}import Synchronization

/// Records every request and answers with what the test stubbed; an unstubbed request fails.
public final class Mock{kind}: {kind} {{
    private struct State {{
        var calls: [{e}.ID] = []
        var result: Result<{e}, {failure}> = .failure({unstubbed})
    }}

{body}''', created)
    tests = f"{package}/Tests"
    write(f"{tests}/{name}DomainTests/{e}Tests.swift", f'''import {name}Domain
import {name}TestSupport
import Testing

@Suite struct {e}Tests {{
    @Test func aRoundTripThroughJSONKeepsEveryField() throws {{
        let {v} = {e}Fixtures.{v}(id: 7, name: "Seven")
        let data = try JSONEncoder().encode({v})
        #expect(try JSONDecoder().decode({e}.self, from: data) == {v})
    }}
}}
'''.replace("import Testing", "import Foundation\nimport Testing"), created)
    write(f"{tests}/{name}ApplicationTests/{name}ApplicationFactoryTests.swift", f'''import {name}Application
import {name}Domain
import {name}TestSupport
import Testing

@Suite struct {name}ApplicationFactoryTests {{
    @Test func buildsOverTheRepositoryWithoutAskingIt() {{
        let repository = Mock{e}Repository()
        _ = {name}ApplicationFactory(repository: repository)
        #expect(repository.calls.isEmpty, "building asks nothing of the repository")
    }}
}}
''', created)
    write(f"{tests}/{name}InfrastructureTests/Default{e}RepositoryTests.swift", f'''import Caching
@testable import {name}Infrastructure
import {name}Domain
import {name}TestSupport
import ObservabilityTestSupport
import Testing

@Suite struct Default{e}RepositoryTests {{
    let remote = Mock{e}RemoteDataSource()
    let observer = RecordingObserver()
    var repository: Default{e}Repository {{ Default{e}Repository(remote: remote, cache: InMemoryCache(), observer: observer) }}

    @Test func asksTheSourceOnceAndThenAnswersFromTheCache() async throws {{
        let repository = self.repository
        remote.stub(.success({e}Fixtures.{v}(id: 3)))
        #expect(try await repository.{v}(withID: 3).id == 3)
        #expect(try await repository.{v}(withID: 3).id == 3)
        #expect(remote.calls == [3])
        #expect(observer.events.map(\\.name) == ["{name.lower()}.cache.miss", "{name.lower()}.cache.hit"])
        #expect(observer.spans.map(\\.name) == ["{name.lower()}.remote.fetch"])
    }}

    @Test func mapsEachSourceFailureAndNeverCachesIt() async {{
        let cases: [({e}RemoteDataSourceError, {e}RepositoryError)] = [
            (.notFound(9), .notFound(9)),
            (.unauthorized("refused"), .unauthorized("refused")),
            (.unreachable("no route"), .unavailable("no route")),
            (.invalidResponse("not JSON"), .unavailable("not JSON")),
        ]
        let repository = self.repository
        for (sourceError, expected) in cases {{
            remote.stub(.failure(sourceError))
            await #expect(throws: expected) {{ try await repository.{v}(withID: 9) }}
        }}
        #expect(remote.calls.count == cases.count)
    }}
}}
''', created)
    write(f"{tests}/{name}CompositionTests/Popcorn{name}FactoryTests.swift", f'''import Caching
import {name}Composition
import {name}Domain
import {name}TestSupport
import Observability
import Testing

@Suite struct Popcorn{name}FactoryTests {{
    @Test func buildsOverTheGivenSource() {{
        let remote = Mock{e}RemoteDataSource()
        _ = Popcorn{name}Factory(remoteDataSource: remote, cache: InMemoryCache(), observer: NoopObserver())
        #expect(remote.calls.isEmpty, "building asks nothing of the source")
    }}
}}
''', created)
    return created, package


# A use case ----------------------------------------------------------------------------------


def new_use_case(name, verb_words):
    check_name(name, "context")
    verb = "".join(word[:1].upper() + word[1:] for word in verb_words)
    verb = verb[: -len("UseCase")] if verb.endswith("UseCase") and verb != "UseCase" else verb
    check_name(verb, "use case")
    package = f"Contexts/Popcorn{name}"
    application = os.path.join(ROOT, package, "Sources", f"{name}Application", f"{name}ApplicationFactory.swift")
    composition = os.path.join(ROOT, package, "Sources", f"{name}Composition", f"Popcorn{name}Factory.swift")
    if not os.path.exists(application) or not os.path.exists(composition):
        fail(f"there is no context {name} made by Scripts/new-context (looked for {package})", 64)
    folder = f"{package}/Sources/{name}Application/UseCases/{verb}"
    if os.path.exists(os.path.join(ROOT, folder)):
        fail(f"the use case {verb} exists already in {folder}", 64)
    factories = {path: open(path).read() for path in (application, composition)}
    for path, source in factories.items():
        if re.search(rf"\bfunc make{verb}UseCase\(", source):
            fail(f"the use case {verb} exists already: {os.path.relpath(path, ROOT)} makes it", 64)
        if not source.rstrip().endswith("}"):
            fail(f"{os.path.relpath(path, ROOT)} does not end with its type's closing brace", 1)
    repository = factories[application]
    found = re.search(r"private let repository: any (\w+)Repository", repository)
    if not found:
        fail(f"{application} does not hold a repository as Scripts/new-context writes it", 1)
    e = found.group(1)
    v = lower_first(e)
    created = []
    write(f"{folder}/{verb}UseCase.swift", f'''public import {name}Domain

/// Answers with one {v}, found by its id wherever the context's repository finds it.
public protocol {verb}UseCase: Sendable {{
    func execute(id: {e}.ID) async throws({verb}Error) -> {e}
}}
''', created)
    write(f"{folder}/Default{verb}UseCase.swift", f'''import {name}Domain

struct Default{verb}UseCase: {verb}UseCase {{
    let repository: any {e}Repository

    func execute(id: {e}.ID) async throws({verb}Error) -> {e} {{
        guard id > 0 else {{ throw .invalidID(id) }}
        do {{
            return try await repository.{v}(withID: id)
        }} catch {{
            throw {verb}Error(error)
        }}
    }}
}}
''', created)
    write(f"{folder}/{verb}Error.swift", f'''public import {name}Domain

/// Why `{verb}UseCase` could not answer, in the context's own terms.
public enum {verb}Error: Error, Sendable, Equatable {{
    /// Ids are positive; this one is not.
    case invalidID({e}.ID)
    case notFound({e}.ID)
    /// The source refused the credentials it was given.
    case unauthorized(String)
    case unavailable(String)

    init(_ error: {e}RepositoryError) {{
        switch error {{
        case .notFound(let id): self = .notFound(id)
        case .unauthorized(let reason): self = .unauthorized(reason)
        case .unavailable(let reason): self = .unavailable(reason)
        }}
    }}
}}
''', created)
    write(f"{package}/Tests/{name}ApplicationTests/{verb}UseCaseTests.swift", f'''@testable import {name}Application
import {name}Domain
import {name}TestSupport
import Testing

@Suite struct {verb}UseCaseTests {{
    let repository = MockRepository()
    var useCase: any {verb}UseCase {{ {name}ApplicationFactory(repository: repository).make{verb}UseCase() }}

    @Test func answersWithTheRepositorysValue() async throws {{
        repository.stub(.success({e}Fixtures.{v}(id: 4)))
        #expect(try await useCase.execute(id: 4) == {e}Fixtures.{v}(id: 4))
        #expect(repository.calls == [4])
    }}

    @Test func rejectsAnIDOutOfRangeWithoutAsking() async {{
        await #expect(throws: {verb}Error.invalidID(0)) {{ try await useCase.execute(id: 0) }}
        #expect(repository.calls.isEmpty)
    }}

    @Test func reportsAMissing{e}() async {{
        repository.stub(.failure(.notFound(4)))
        await #expect(throws: {verb}Error.notFound(4)) {{ try await useCase.execute(id: 4) }}
    }}

    @Test func reportsAnUnavailableSource() async {{
        repository.stub(.failure(.unavailable("offline")))
        await #expect(throws: {verb}Error.unavailable("offline")) {{ try await useCase.execute(id: 4) }}
    }}

    @Test func reportsARejectedCredential() async {{
        repository.stub(.failure(.unauthorized("token refused")))
        await #expect(throws: {verb}Error.unauthorized("token refused")) {{ try await useCase.execute(id: 4) }}
    }}
}}
'''.replace("MockRepository", f"Mock{e}Repository"), created)
    method = lambda access, body: f'''
    {access} func make{verb}UseCase() -> any {verb}UseCase {{
        {body}
    }}
}}
'''
    for path, text in ((application, method("package", f"Default{verb}UseCase(repository: repository)")),
                       (composition, method("public", f"application.make{verb}UseCase()"))):
        source = factories[path].rstrip()
        if path == composition:  # the factory now shows a use case's protocol publicly
            source = re.sub(rf"^import {name}Application$", f"public import {name}Application", source, flags=re.M)
        with open(path, "w") as handle:
            handle.write(source[:-1].rstrip() + "\n" + text)
    return created, [os.path.relpath(application, ROOT), os.path.relpath(composition, ROOT)]


# A feature -----------------------------------------------------------------------------------


def new_feature(name):
    check_name(name, "feature")
    module = f"{name}Feature"
    package = f"Features/{module}"
    refuse_taken(package, [module, f"{module}Tests"])
    src = f"{package}/Sources/{module}"
    tests = f"{package}/Tests/{module}Tests"
    created = []
    purpose = f"The {name} screen: a leaf on Core; the app hands it closures that fetch its model, and a navigator."
    write(f"{package}/Package.swift", manifest_header(purpose) + f'''
let package = Package(
    name: "{module}",
    products: [
        .library(name: "{module}", targets: ["{module}"])
    ],
    dependencies: [
        .package(path: "../../Core/Presentation"),
        .package(path: "../../Core/DesignSystem"),
    ],
    targets: [
        .target(
            name: "{module}",
            dependencies: [
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "{module}Tests",
            dependencies: [
                "{module}",
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
''', created)
    write(f"{src}/Models/{name}.swift", f'''public import Presentation

/// What the {name} screen shows, in the screen's own terms. As a `JSONRecord`, its `--json`
/// document writes every property, `null` for an absent optional.
public struct {name}: Sendable, Equatable, JSONRecord {{
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {{
        self.id = id
        self.title = title
    }}
}}
''', created)
    write(f"{src}/Dependencies/{name}Dependencies.swift", f'''public import Presentation

/// What the screen needs from the app, as closures the app fills from use cases.
public struct {name}Dependencies: Sendable {{
    public var fetch: @Sendable (_ id: Int) async throws(ViewStateError) -> {name}

    public init(fetch: @escaping @Sendable (_ id: Int) async throws(ViewStateError) -> {name}) {{
        self.fetch = fetch
    }}
}}
''', created)
    write(f"{src}/Navigation/{name}Navigating.swift", f'''/// Where the screen's links lead; the app decides what following one means.
@MainActor
public protocol {name}Navigating: AnyObject {{
    func open{name}Details(id: Int)
}}
''', created)
    write(f"{src}/Navigation/{name}Destination.swift", f'''/// A link the screen offers once it has loaded.
public enum {name}Destination: Sendable, Equatable {{
    case details(id: Int)
}}
''', created)
    write(f"{src}/ViewModel/{name}ViewModel.swift", f'''public import Presentation

/// Loads the screen's model and follows its links.
@MainActor
public final class {name}ViewModel: ScreenModel {{
    public private(set) var viewState: ViewState<{name}> = .initial
    public let id: Int
    private let dependencies: {name}Dependencies
    private weak var navigator: (any {name}Navigating)?

    public init(id: Int, dependencies: {name}Dependencies, navigator: any {name}Navigating) {{
        self.id = id
        self.dependencies = dependencies
        self.navigator = navigator
    }}

    /// Moves to `.loading`, then to `.ready` with the model or `.error` with what went wrong.
    public func load() async {{
        viewState = .loading
        viewState = await .outcome {{ () throws(ViewStateError) in try await dependencies.fetch(id) }}
    }}

    /// The links the loaded screen offers; none before it has loaded or after it failed.
    public var destinations: [{name}Destination] {{
        guard let loaded = viewState.content else {{ return [] }}
        return [.details(id: loaded.id)]
    }}

    public func open(_ destination: {name}Destination) {{
        guard destinations.contains(destination) else {{ return }}
        switch destination {{
        case .details(let id): navigator?.open{name}Details(id: id)
        }}
    }}
}}
''', created)
    write(f"{src}/View/{name}View.swift", f'''public import DesignSystem
public import Presentation

/// Draws the screen as text for a terminal, or as a JSON document.
public struct {name}View: Sendable {{
    public let theme: Theme

    public init(theme: Theme) {{
        self.theme = theme
    }}

    public func render(_ state: ViewState<{name}>) -> String {{
        ViewStateText.render(state, theme: theme) {{ model in
            ParagraphWrapper.wrap(model.title, width: theme.width).map {{ theme.styler.paint($0, as: .title) }}
        }}
    }}

    public static func renderJSON(_ state: ViewState<{name}>) -> String {{
        JSONDocument.render(state)
    }}
}}
''', created)
    write(f"{tests}/Mocks/Mock{name}Navigator.swift", f'''import {module}

/// Records each link the view model follows.
@MainActor
final class Mock{name}Navigator: {name}Navigating {{
    private(set) var openedIDs: [Int] = []

    func open{name}Details(id: Int) {{
        openedIDs.append(id)
    }}
}}
''', created)
    write(f"{tests}/{name}ViewModelTests.swift", f'''import {module}
import Presentation
import Testing

@MainActor
@Suite struct {name}ViewModelTests {{
    let navigator = Mock{name}Navigator()
    let sample = {name}(id: 7, title: "Sample")

    @Test func endsReadyWithWhatItFetched() async {{
        let sample = self.sample
        let viewModel = {name}ViewModel(
            id: 7,
            dependencies: {name}Dependencies {{ id throws(ViewStateError) in
                guard id == 7 else {{ throw ViewStateError(kind: .unexpected, message: "asked for \\(id)") }}
                return sample
            }},
            navigator: navigator
        )
        #expect(viewModel.viewState == .initial)
        await viewModel.load()
        #expect(viewModel.viewState == .ready(sample))
        viewModel.destinations.forEach(viewModel.open)
        #expect(navigator.openedIDs == [7])
    }}

    @Test func endsInErrorAndOffersNoLinks() async {{
        let failure = ViewStateError(kind: .notFound, message: "Nothing has id 7.")
        let viewModel = {name}ViewModel(id: 7, dependencies: {name}Dependencies {{ _ throws(ViewStateError) in throw failure }}, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
        viewModel.open(.details(id: 7))
        #expect(navigator.openedIDs.isEmpty)
    }}
}}
''', created)
    write(f"{tests}/{name}ViewTests.swift", f'''import DesignSystem
import Foundation
import {module}
import Presentation
import Testing

@Suite struct {name}ViewTests {{
    let sample = {name}(id: 7, title: "Sample")

    @Test func drawsTheTitle() {{
        #expect({name}View(theme: .plain).render(.ready(sample)) == "Sample\\n")
    }}

    @Test func reportsAnError() {{
        let failure = ViewStateError(kind: .notFound, message: "Nothing has id 7.")
        #expect({name}View(theme: .plain).render(.error(failure)) == "error: Nothing has id 7.\\n")
        #expect({name}View.renderJSON(.error(failure)).contains(#""code" : "notFound""#))
    }}

    @Test func rendersTheModelAsJSON() throws {{
        let json = {name}View.renderJSON(.ready(sample))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["id"] as? Int == 7)
        #expect(document["title"] as? String == "Sample")
    }}
}}
''', created)
    return created, package


def main(arguments):
    """Writes what was asked for and prints one line per file: "new <path>" or "changed <path>".
    The calling script formats those files and says what is left to wire by hand."""
    usage = "usage: scaffold.py context <Name> [Entity] | use-case <Context> <Verb…> | feature <Name>"
    kind = arguments[0] if arguments else ""
    edited = []
    if kind == "context" and 2 <= len(arguments) <= 3:
        created, _ = new_context(arguments[1], arguments[2] if len(arguments) > 2 else None)
    elif kind == "use-case" and len(arguments) >= 3:
        created, edited = new_use_case(arguments[1], arguments[2:])
    elif kind == "feature" and len(arguments) == 2:
        created, _ = new_feature(arguments[1])
    else:
        fail(usage)
    print("\n".join([f"new {path}" for path in created] + [f"changed {path}" for path in edited]))


if __name__ == "__main__":
    main(sys.argv[1:])
