/// What "Your Library" holds: categories (Music, Podcasts), each with its
/// sub-categories (Playlists, Artists, Albums…), read from the `categories` option:
/// `Music:Playlists,Artists,Albums;Podcasts:Episodes,Downloads,Shows`.
///
/// Every sub-category is one page; the pages of all categories form one strip in
/// order (a category's last page is followed by the next category's first), and
/// `page(category:subcategory:)` / `category(ofPage:)` convert between the two.
public struct Library: Hashable, Sendable {
    /// A category of the library (Music, Podcasts) and its sub-categories, one page each.
    public struct Category: Hashable, Sendable {
        /// The category's name, e.g. `Music`.
        public var name: String
        /// Its sub-categories' names, e.g. `Playlists`, in page order.
        public var subcategories: [String]
    }

    /// The categories, in order.
    public private(set) var categories: [Category]
    /// The first page of each category in the strip.
    private(set) var firstPages: [Int]
    /// Each page's category and sub-category.
    private(set) var pageCategories: [Int]
    private(set) var pageSubcategories: [Int]

    /// The most categories a library may have (100).
    public static let maximumCategories = 100
    /// The most sub-categories a category may have (100).
    public static let maximumSubcategories = 100
    /// The most sub-categories, so pages, in all (2,000).
    public static let maximumPages = 2_000
    /// The longest a category's or sub-category's name may be, in UTF-8 bytes (60).
    public static let maximumNameBytes = 60

    /// Spotify's Your Library: what `Library(parsing:)` reads from
    /// `Music:Playlists,Artists,Albums;Podcasts:Episodes,Downloads,Shows`, built without
    /// the reader, so an engine module without the `categories` option carries no parser.
    public static let standard = Library(categories: [
        Category(name: "Music", subcategories: ["Playlists", "Artists", "Albums"]),
        Category(name: "Podcasts", subcategories: ["Episodes", "Downloads", "Shows"])
    ])

    /// Parses `Name:Sub,Sub;Name:Sub…` (spaces around names are ignored; a trailing
    /// `;` is allowed). Every category needs a name and at least one sub-category.
    public init(parsing text: String) throws(InteractionError) {
        func refuse(_ reason: String) -> InteractionError { .invalidOption(name: "categories", reason: reason) }
        var categories: [Category] = []
        var segments = Self.split(text, on: UInt8(ascii: ";"))
        if segments.count > 1, Self.trimmed(segments[segments.count - 1]).isEmpty { segments.removeLast() }
        for (index, segment) in segments.enumerated() {
            let number = index + 1
            let parts = Self.split(segment, on: UInt8(ascii: ":"))
            guard parts.count == 2 else {
                throw refuse(
                    Self.trimmed(segment).isEmpty
                        ? "category \(number) is empty: write Name:Sub,Sub;Name:Sub"
                        : "category \(number) ('\(quoted: Self.trimmed(segment))') needs one ':' between its name and its sub-categories")
            }
            let name = Self.trimmed(parts[0])
            guard !name.isEmpty else { throw refuse("category \(number) has no name") }
            let subcategories = Self.split(parts[1], on: UInt8(ascii: ",")).map { Self.trimmed($0) }
            guard subcategories.contains(where: { !$0.isEmpty }) else { throw refuse("category \(number) ('\(quoted: name)') has no sub-categories") }
            if let empty = subcategories.firstIndex(where: { $0.isEmpty }) {
                throw refuse("category \(number) ('\(quoted: name)'): sub-category \(empty + 1) has no name")
            }
            for label in [name] + subcategories where label.utf8.count > Self.maximumNameBytes {
                throw refuse("name '\(quoted: label)' is longer than \(Self.maximumNameBytes) bytes")
            }
            guard subcategories.count <= Self.maximumSubcategories else {
                throw refuse(
                    "category \(number) ('\(quoted: name)') has \(subcategories.count) sub-categories (at most \(Self.maximumSubcategories))")
            }
            categories.append(Category(name: name, subcategories: subcategories))
            guard categories.count <= Self.maximumCategories else { throw refuse("has more than \(Self.maximumCategories) categories") }
        }
        guard !categories.isEmpty else { throw refuse("has no categories: write Name:Sub,Sub;Name:Sub") }
        let pages = categories.reduce(0) { $0 + $1.subcategories.count }
        guard pages <= Self.maximumPages else { throw refuse("has \(pages) sub-categories in all (at most \(Self.maximumPages))") }
        self.init(categories: categories)
    }

    /// A library of `categories`, already checked (each named, with at least one
    /// sub-category, within the limits), and their pages in order.
    init(categories: [Category]) {
        self.categories = categories
        firstPages = []
        pageCategories = []
        pageSubcategories = []
        for (index, category) in categories.enumerated() {
            firstPages.append(pageCategories.count)
            for sub in category.subcategories.indices {
                pageCategories.append(index)
                pageSubcategories.append(sub)
            }
        }
    }

    /// Pages in the strip: one per sub-category.
    public var pageCount: Int { pageCategories.count }

    /// The page of `subcategory` in `category` (both clamped into range).
    public func page(category: Int, subcategory: Int) -> Int {
        let c = min(max(0, category), categories.count - 1)
        return firstPages[c] + min(max(0, subcategory), categories[c].subcategories.count - 1)
    }

    /// The category and sub-category of `page` (clamped into the strip).
    public func location(ofPage page: Int) -> (category: Int, subcategory: Int) {
        let p = min(max(0, page), pageCount - 1)
        return (pageCategories[p], pageSubcategories[p])
    }

    /// `text`'s parts between ASCII `separator` bytes, empty parts kept.
    static func split(_ text: String, on separator: UInt8) -> [String] {
        text.utf8.split(separator: separator, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `text` without spaces, tabs and line breaks at either end (the LRC reader's trim).
    static func trimmed(_ text: String) -> String { String(text.trimmingSpaces()) }
}
