// Part of the stub UIKit overlay (see UIKit.swift): the table view the showcase's
// lists are (Examples/CrossfadeShowcase), with list content configurations.

/// `@MainActor class UITableView` (A; `: UIScrollView`, C) https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIScrollView {
    /// `init(frame: CGRect, style: UITableView.Style)` (A) https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }
    /// `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)` (A)
    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell` (A)
    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(frame: .zero)
    }

    /// `enum UITableView.Style` (A, the cases named on init(style:)'s page) https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int, Sendable { case plain, grouped }
}

/// `@MainActor class UITableViewCell` (C; `: UIView`, C) https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
    /// `var contentConfiguration: (any UIContentConfiguration)? { get set }` (C, as UICollectionViewCell's, A)
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    open var contentConfiguration: (any UIContentConfiguration)?
    /// `func defaultContentConfiguration() -> UIListContentConfiguration` (C, as UICollectionViewListCell's, A)
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// `protocol UIContentConfiguration` (C) https://developer.apple.com/documentation/uikit/uicontentconfiguration
public protocol UIContentConfiguration {}

/// `struct UIListContentConfiguration` (A; `: UIContentConfiguration, Hashable`, C)
/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    init() {}
    /// `var text: String? { get set }` (A, the Objective-C class's page) https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-c.class/text
    public var text: String?
    /// `var secondaryText: String? { get set }` (A, the Objective-C class's page)
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-c.class/secondarytext
    public var secondaryText: String?
}

/// `@MainActor class UITableViewController` (A; `: UIViewController`, adopting the table's data
/// source and delegate protocols, C) https://developer.apple.com/documentation/uikit/uitableviewcontroller
@MainActor open class UITableViewController: UIViewController {
    /// `init(style: UITableView.Style)` (A) https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
    /// `var tableView: UITableView! { get set }` (A) https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    open var tableView: UITableView!
    /// `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int` (C, UITableViewDataSource's)
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell` (A, UITableViewDataSource's)
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell(frame: .zero) }
    /// `func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)` (C, UITableViewDelegate's)
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
