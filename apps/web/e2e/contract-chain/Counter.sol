// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

/// The contract the /contract_evm browser test deploys to a local Hardhat node.
contract Counter {
    uint256 public count;

    event Increased(address indexed by, uint256 amount, uint256 count);

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
}
