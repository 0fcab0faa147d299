// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

/// The contract the /contract_evm browser test deploys to a local Hardhat node.
contract Counter {
    uint256 public count;

    event Increased(address indexed by, uint256 amount, uint256 count);

    error TooMuch(uint256 requested, uint256 limit);

    function increase(uint256 amount) external {
        count += amount;
        emit Increased(msg.sender, amount, count);
    }

    function deposit() external payable {}

    function guarded(uint256 amount) external {
        require(amount == 0, "nope");
        count += amount;
    }

    function fail(uint256 amount) external pure returns (uint256) {
        require(amount == 0, "nope");
        return amount;
    }

    /// Adds at most 10 and returns the new count; more reverts with the custom error TooMuch.
    function capped(uint256 amount) external returns (uint256) {
        if (amount > 10) revert TooMuch(amount, 10);
        count += amount;
        emit Increased(msg.sender, amount, count);
        return count;
    }

    /// count / by: by = 0 panics with code 0x12 (division by zero).
    function share(uint256 by) external view returns (uint256) {
        return count / by;
    }
}
