# Homebrew formula for tscope, built from source with SwiftPM.
#
# This repository is its own tap: Homebrew reads formulae from a repository's Formula/ folder.
# Tap it from wherever you got it (a Git URL, or the path of a clone), then install:
#
#   brew tap transitionscope/tscope <URL or path of this repository>
#   brew install --HEAD transitionscope/tscope/tscope
#
# The formula builds the commit the tap is at (`brew update` moves it): its `head` is the
# tap's own clone, which is a clone of this repository. It needs macOS 15 (the package's
# deployment floor) and Xcode 16 or later (Swift 6), and uses the SDK's ncurses.
class Tscope < Formula
  desc "Step through what UIKit does to the view hierarchy during transitions"
  homepage "file://#{File.expand_path("..", __dir__)}"
  head "file://#{File.expand_path("..", __dir__)}", using: :git

  depends_on xcode: ["16.0", :build]
  depends_on macos: :sequoia
  uses_from_macos "ncurses"

  def install
    # SwiftPM's own sandbox cannot start inside Homebrew's build sandbox.
    system "swift", "build", "--disable-sandbox", "--configuration", "release",
           "--product", "tscope"
    bin.install ".build/release/tscope"
    man1.install "docs/man/tscope.1"
    generate_completions_from_executable(bin/"tscope", "--generate-completion-script")
  end

  test do
    # The scenes are built into the binary: this runs in an empty test folder.
    assert_match "UINavigationTransitionView", shell_output("#{bin}/tscope print push")
    assert_match "push.yaml", shell_output("#{bin}/tscope scenes")
  end
end
