import Foundation
import SnapNavCommandLine

exit(SnapNavCommand.run())
